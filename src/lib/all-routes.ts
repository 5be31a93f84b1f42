/**
 * Every page the site builds: the route registry (src/lib/routes.ts, which client menus import and so stays
 * small) plus the legal pages and one route per blog post. Server and tests only. Sitemap, social cards,
 * metadata, the footer and every browser test run over this list.
 */
import { legal } from 'virtual:pm/content-index';

import { getPosts, postPath } from './blog';
import { buildLegalRoutes } from './registry';
import { getRoute, routes, type RouteEntry } from './routes';

/** The legal pages (src/content/legal/), by their `order`. */
export const legalRoutes: RouteEntry[] = buildLegalRoutes(legal);

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
