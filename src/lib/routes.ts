/**
 * The site's routes: every page's path, name, label, blurb, section and canonical, made once at build time from
 * the content collections (astro:content) by src/lib/route-list.ts. Menus, the footer, the sitemap, social cards,
 * page heads and search read this list; nothing lists pages by hand. Server only: browser code gets what it
 * needs as props.
 */
import { getCollection, getEntry } from 'astro:content';

import { blogPosts } from './blog-posts';
import {
  buildRoutes,
  editionMetaFrom,
  editionNameFrom,
  overviewSections,
  routeLookup,
  type OverviewSection,
  type RouteEntry,
  type SectionId,
} from './route-list';

const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);
const navigation = (await getEntry('navigation', 'navigation'))!.data;
const words = { sectionNames: navigation.sectionNames, pageNames: navigation.pageNames, groups: navigation.groups };

/** The 18 industries, in the order of their files' names, with their pages' data. */
export const industries = (await getCollection('industries')).sort(byId).map((e) => ({ slug: e.id, ...e.data }));
/** The 18 solutions (business types, then roles), by their `order`, with their pages' data. */
export const solutions = (await getCollection('solutions'))
  .map((e) => ({ slug: e.id, ...e.data }))
  .sort((a, b) => a.order - b.order);
/** The section names, e.g. 'Industries' (src/content/site/navigation.yaml). */
export const sectionNames = words.sectionNames;

/** Every page the site builds, in the site's order. */
export const routes: RouteEntry[] = buildRoutes({
  words,
  industries,
  solutions,
  pages: (await getCollection('pages'))
    .sort(byId)
    .flatMap((e) => ('nav' in e.data ? [{ id: e.id, nav: e.data.nav }] : [])),
  overviews: (await getCollection('overviews')).map((e) => ({ id: e.id, blurb: e.data.blurb })),
  legal: (await getCollection('legal')).map((e) => ({ id: e.id, ...e.data })),
  posts: await blogPosts(),
});

/** A page of the site by its path; throws for anything else, so a link to a page that does not exist cannot ship. */
export const getRoute = routeLookup(routes);

/** The pages of a section but its overview. */
export const routesInSection = (section: SectionId): RouteEntry[] =>
  routes.filter((r) => r.section === section && !overviewSections.includes(r.path.slice(1) as OverviewSection));

/** The Pocket Mentor edition's name for an industry, e.g. 'Pocket Mentor for Healthcare'. */
export const editionName = (name: string) => editionNameFrom(words, name);

/** The head of an industry's Pocket Mentor edition page. */
export const editionMeta = (i: { name: string; blurb: string }) => editionMetaFrom(words, i.name, i.blurb);
