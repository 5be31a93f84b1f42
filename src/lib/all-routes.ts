/**
 * Every page the site builds: the route registry (src/lib/routes.ts, which client menus import and so stays
 * small) plus the legal pages and one route per blog post. Server and tests only. Sitemap, social cards,
 * metadata, the footer and every browser test run over this list.
 */
import { getPosts, postPath } from './blog';
import { splitFrontMatter } from './front-matter';
import { getRoute, routes, type RouteEntry } from './routes';

const legalFiles = import.meta.glob<string>('/src/content/legal/*.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The legal pages, from their front matter (`title`; `label` where the footer says it shorter; `order`). */
export const legalRoutes: RouteEntry[] = Object.entries(legalFiles)
  .map(([file, source]) => ({ file, data: splitFrontMatter(source, file).data }))
  .sort((a, b) => Number(a.data.order ?? 0) - Number(b.data.order ?? 0))
  .map(({ file, data }) => ({
    path: `/legal/${file.replace(/^.*\/([^/]+)\.md$/, '$1')}`,
    title: String(data.title),
    label: typeof data.label === 'string' ? data.label : String(data.title),
    section: 'legal' as const,
  }));

const postRoutes: RouteEntry[] = getPosts().map((p) => ({
  path: postPath(p.slug),
  title: p.title,
  label: p.title,
  section: 'blog' as const,
}));

export const allRoutes: RouteEntry[] = [...routes, ...legalRoutes, ...postRoutes];

const byPath = new Map(allRoutes.map((r) => [r.path, r]));

/** A page of the site; throws for anything else, so a link to a page that does not exist cannot ship. */
export function findRoute(path: string): RouteEntry {
  return byPath.get(path) ?? getRoute(path);
}
