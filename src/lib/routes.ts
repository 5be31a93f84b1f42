/**
 * The route registry for the site's own code, server and browser alike (src/lib/registry.ts builds it) from the
 * content index (scripts/content-index.mjs): each page's listing fields, so a browser bundle that imports it (the
 * mobile menu) gets each page's name and blurb, not its copy. Legal pages and blog posts are added by src/lib/all-routes.ts.
 */
import * as index from 'virtual:pm/content-index';

import { groups, pageNames, sectionNames } from '@/content/site/navigation.yaml';

import {
  buildRoutes,
  editionMetaFrom,
  editionNameFrom,
  overviewSections,
  type OverviewSection,
  type RegistryWords,
  type RouteEntry,
  type SectionId,
} from './registry';

export { labelOf, overviewSections } from './registry';
export type { OverviewSection, RouteEntry, SectionId, Thumb } from './registry';

/** The 18 industries as menus and directories list them, in the order of their files. */
export const industries = index.industries;
/** The 18 solutions (business types, then roles), by their `order`. */
export const solutions = index.solutions;

const words = { sectionNames, pageNames, groups } as RegistryWords;
export { sectionNames };

export const routes: RouteEntry[] = buildRoutes({
  words,
  industries,
  solutions,
  pages: index.pages,
  overviews: index.overviews,
});

/** The Pocket Mentor edition's name for an industry, e.g. 'Pocket Mentor for Healthcare'. */
export const editionName = (name: string) => editionNameFrom(words, name);

/** The head of an industry's Pocket Mentor edition page. */
export const editionMeta = (i: { name: string; blurb: string }) => editionMetaFrom(words, i.name, i.blurb);

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Look up a route; throws at build time so a link to a page that does not exist cannot ship. */
export function getRoute(path: string): RouteEntry {
  const r = byPath.get(path);
  if (!r) throw new Error(`Route ${path} is not a page of the site (no content file under src/content/ gives it)`);
  return r;
}

export function routesInSection(section: SectionId): RouteEntry[] {
  return routes.filter((r) => r.section === section && !overviewSections.includes(r.path.slice(1) as OverviewSection));
}
