/**
 * Every page the site builds: the route registry (src/content/routes.ts, which client menus import and so
 * stays small) plus one route per blog post, read from src/content/blog/ at build time. Server and tests
 * only. Sitemap, social cards, metadata and every browser test run over this list.
 */
import { getRoute, routes, type RouteEntry } from '../content/routes';
import { getPosts, postPath } from './blog';

const postRoutes: RouteEntry[] = getPosts().map((p) => ({
  path: postPath(p.slug),
  title: p.title,
  label: p.title,
  section: 'blog' as const,
}));

export const allRoutes: RouteEntry[] = [...routes, ...postRoutes];

const byPath = new Map(allRoutes.map((r) => [r.path, r]));

/** A registered route or blog post; throws for anything else, so an unregistered page cannot ship. */
export function findRoute(path: string): RouteEntry {
  return byPath.get(path) ?? getRoute(path);
}
