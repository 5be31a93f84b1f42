/**
 * Stable heading ids: the heading's words, lower-case, joined by hyphens ("Your choices" → "your-choices"), so an
 * anchor link keeps working as long as the heading's wording does. `ids` numbers repeats ("faq", "faq-2").
 */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slugger for one page: each call returns the next unused id for a heading's text. */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slug(text) || 'section';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}
