/**
 * A post's contents from its rendered body: the h2s (id and text, in order) for the contents list beside the text,
 * and the body with each h2 and what follows it wrapped in a <div class="toc-part"> that is the h2's view timeline
 * (a div, not a section: the parts of one text are not page bands), so the list
 * marks the section being read by CSS alone (globals.css .toc-spy), as a legal page's does.
 */
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Character references back to text (the list is rendered by React, which escapes it again). */
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (named[e.toLowerCase()] ?? m),
  );

export interface PostHeading {
  id: string;
  text: string;
}

const h2 = /<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g;

export function postHeadings(html: string): PostHeading[] {
  return [...html.matchAll(h2)].map(([, id, inner]) => ({ id: id!, text: decode(inner!.replace(/<[^>]+>/g, '')) }));
}

/** The body split at its h2s: the text before the first, then one section per h2 (`timeline(i)` names its timeline). */
export function sectionedBody(html: string, timeline: (i: number) => string): string {
  const parts = html.split(/(?=<h2 id=")/);
  if (parts.length < 2) return html;
  const [intro, ...sections] = parts;
  return (
    intro +
    sections.map((s, i) => `<div class="toc-part" style="view-timeline-name: ${timeline(i)}">${s}</div>`).join('')
  );
}

/**
 * The sectioned body with `insert` (markup) after its first part, so a phone meets the post's figure once the text
 * is under way; with one part only, before it; with none, nowhere.
 */
export function afterFirstPart(body: string, insert: string): string {
  const parts = [...body.matchAll(/<div class="toc-part"/g)].map((m) => m.index);
  const at = parts[1] ?? parts[0];
  return at === undefined ? body : body.slice(0, at) + insert + body.slice(at);
}
