/**
 * The route registry for the site's own code, server and browser alike (src/lib/registry.ts builds it): the
 * content files' listing fields read through Vite, so a browser bundle that imports it (the mobile menu) gets
 * each page's name and blurb, not its copy. Legal pages and blog posts are added by src/lib/all-routes.ts.
 */
import { groups, pageNames, sectionNames } from '@/content/site/navigation.yaml';

import {
  buildRoutes,
  editionMetaFrom,
  editionNameFrom,
  overviewSections,
  type IndustryListing,
  type OverviewSection,
  type PageListing,
  type RegistryWords,
  type RouteEntry,
  type SectionId,
  type SolutionListing,
} from './registry';

export { labelOf, overviewSections } from './registry';
export type { OverviewSection, RouteEntry, SectionId, Thumb } from './registry';

const slugOf = (file: string) => file.replace(/^.*\/([^/]+)\.yaml$/, '$1');
const idOf = (file: string) => file.replace(/^\/src\/content\/pages\/(.+)\.yaml$/, '$1');

/** Zips globbed fields ({ file: value } per field) into one object per file. */
function zip<T>(fields: Record<string, Record<string, unknown>>): (T & { slug: string })[] {
  const files = Object.keys(Object.values(fields)[0] ?? {});
  return files.map(
    (f) =>
      ({
        slug: slugOf(f),
        ...Object.fromEntries(
          Object.entries(fields)
            .map(([k, v]) => [k, v[f]])
            .filter(([, v]) => v !== undefined),
        ),
      }) as T & { slug: string },
  );
}

/** The 18 industries as menus and directories list them, in the order of their files. */
export const industries: IndustryListing[] = zip<IndustryListing>({
  name: import.meta.glob('/src/content/industries/*.yaml', { eager: true, import: 'name' }),
  icon: import.meta.glob('/src/content/industries/*.yaml', { eager: true, import: 'icon' }),
  blurb: import.meta.glob('/src/content/industries/*.yaml', { eager: true, import: 'blurb' }),
  menuLine: import.meta.glob('/src/content/industries/*.yaml', { eager: true, import: 'menuLine' }),
  ctaLabel: import.meta.glob('/src/content/industries/*.yaml', { eager: true, import: 'ctaLabel' }),
});

/** The 18 solutions (business types, then roles), by their `order`. */
export const solutions: SolutionListing[] = zip<SolutionListing>({
  order: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'order' }),
  name: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'name' }),
  kind: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'kind' }),
  icon: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'icon' }),
  blurb: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'blurb' }),
  menuLine: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'menuLine' }),
  audience: import.meta.glob('/src/content/solutions/*.yaml', { eager: true, import: 'audience' }),
}).sort((a, b) => a.order - b.order);

const pageNavs = import.meta.glob<PageListing['nav'] | undefined>('/src/content/pages/**/*.yaml', {
  eager: true,
  import: 'nav',
});
const overviewBlurbs = import.meta.glob<string>('/src/content/overviews/*.yaml', { eager: true, import: 'blurb' });

const words = { sectionNames, pageNames, groups } as RegistryWords;
export { sectionNames };

export const routes: RouteEntry[] = buildRoutes({
  words,
  industries,
  solutions,
  pages: Object.entries(pageNavs).flatMap(([f, nav]) => (nav ? [{ id: idOf(f), nav }] : [])),
  overviews: Object.entries(overviewBlurbs).map(([f, blurb]) => ({ id: slugOf(f), blurb })),
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
