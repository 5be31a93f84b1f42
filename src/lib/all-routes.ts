/**
 * Every page the site builds: the route registry (src/lib/routes.ts, which client menus import and so stays
 * small) plus the legal pages and one route per blog post (from the `blog` collection). Server and tests only.
 * Sitemap, social cards, metadata, the footer and every browser test run over this list. The blog's later list
 * pages and tag pages are not routes of their own: they share the blog's head (src/lib/metadata.ts listHead) and
 * the sitemap adds them (src/lib/site-files.ts).
 */
import { legal } from 'virtual:pm/content-index';

import { postPath } from './blog';
import { blogPosts } from './blog-posts';
import { buildLegalRoutes } from './registry';
import { getRoute, routes, type RouteEntry } from './routes';

/** The legal pages (src/content/legal/), by their `order`. */
export const legalRoutes: RouteEntry[] = buildLegalRoutes(legal);

const postRoutes: RouteEntry[] = (await blogPosts()).map((p) => ({
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
