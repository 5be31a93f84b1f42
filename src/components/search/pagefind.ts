/**
 * The Pagefind search index (built into /pagefind/ after `astro build`, see scripts/postbuild.mjs),
 * loaded on first use only: neither this index nor Pagefind's code is first-load JavaScript.
 */
export interface SearchHit {
  url: string;
  title: string;
  section: string;
  /** Pagefind's excerpt: escaped text with the matches wrapped in <mark>. */
  excerpt: string;
}

interface PagefindResult {
  id: string;
  data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string> }>;
}
interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (q: string, o?: { filters?: Record<string, string> }) => Promise<{ results: PagefindResult[] }>;
  preload: (q: string) => Promise<void>;
}

let engine: Promise<Pagefind> | null = null;

/** Starts loading Pagefind (idempotent). The URL is kept out of the bundler: it is a file of the built site. */
export function loadSearch(): Promise<Pagefind> {
  engine ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pf.options({ excerptLength: 22 });
    await pf.init();
    return pf;
  })();
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/**
 * Runs a query: the total count and the first `limit` hits, in Pagefind's ranking; with `section`, only that
 * section's pages (the `section` filter each page records, seo/json-ld.tsx). With `lead`, that section's hits come
 * first, in their own ranking (the results page puts the products before the industries that mention them).
 */
export async function searchSite(
  query: string,
  limit = 8,
  section?: string,
  lead?: string,
): Promise<{ total: number; hits: SearchHit[] }> {
  const q = query.trim();
  if (!q) return { total: 0, hits: [] };
  const pf = await loadSearch();
  const [{ results }, first] = await Promise.all([
    pf.search(q, section ? { filters: { section } } : undefined),
    lead && !section ? pf.search(q, { filters: { section: lead } }) : undefined,
  ]);
  const leading = new Set(first?.results.map((r) => r.id));
  const ranked = leading.size
    ? [...results.filter((r) => leading.has(r.id)), ...results.filter((r) => !leading.has(r.id))]
    : results;
  const data = await Promise.all(ranked.slice(0, limit).map((r) => r.data()));
  return {
    total: results.length,
    hits: data.map((d) => ({
      url: d.url,
      title: d.meta.title ?? d.url,
      section: d.meta.section ?? '',
      excerpt: d.excerpt,
    })),
  };
}
