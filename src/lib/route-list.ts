/**
 * How the site's route list is made from the content collections: every page's path, name, menu label, one-line
 * blurb, section and canonical. Pure: src/lib/routes.ts gives it the collections (astro:content) and holds the
 * list; the browser tests give it the same files read from disk (tests/lib/content.ts).
 */
import { format } from './format';

export type SectionId =
  | 'home'
  | 'products'
  | 'industries'
  | 'solutions'
  | 'customers'
  | 'services'
  | 'company'
  | 'partners'
  | 'resources'
  | 'community'
  | 'blog'
  | 'contact'
  | 'legal'
  | 'search';

/** Sections that have an overview route (/products …): the landing page plus a directory, canonical '/'. */
export const overviewSections = [
  'products',
  'industries',
  'solutions',
  'services',
  'customers',
  'company',
  'partners',
] as const;
export type OverviewSection = (typeof overviewSections)[number];

export interface RouteEntry {
  path: string;
  /** Page name: menus (unless `label`), the h1 of summary pages, breadcrumbs and the social card. */
  title: string;
  section: SectionId;
  /** Short label for menus when it differs from the title. */
  label?: string;
  /** One line for mega-menu entries and directory cards. */
  blurb?: string;
  /** Canonical path when it is not the page's own path. */
  canonical?: string;
  /** Sub-group inside a section (e.g. 'Business types' / 'Roles'). */
  group?: string;
  /** Kept out of the sitemap and search engines (e.g. the search results page). */
  noindex?: boolean;
  /** The page's drawn scene and its tint, shown as a thumbnail where the page is listed (industry pages). */
  thumb?: Thumb;
}

/** A drawn scene shown small (SceneDetail), framed in the tint it is drawn in. */
export interface Thumb {
  src: string;
  tint: string;
}

/** The words page names are built from (src/content/site/navigation.yaml). */
export interface RouteWords {
  sectionNames: Record<SectionId, string>;
  pageNames: { overview: string; industry: string; edition: string; editionDescription: string; solution: string };
  groups: { editions: string; businessTypes: string; roles: string };
}

export interface IndustryListing {
  slug: string;
  name: string;
  icon: string;
  blurb: string;
  menuLine: string;
  ctaLabel: string;
  /** A new industry's borrowed colours (its file's `tint`; src/content/industry-tints.ts, industryTintOf). */
  tint?: string;
}
export interface SolutionListing {
  slug: string;
  order: number;
  name: string;
  kind: 'business-type' | 'role';
  icon: string;
  blurb: string;
  menuLine?: string;
  audience: string;
}
/** A page's listing (its `nav`), and its id: its path under src/content/pages/ without the extension. */
export interface PageListing {
  id: string;
  nav: { title: string; label?: string; blurb?: string; order?: number; noindex?: boolean };
}

/** A legal page's listing: its file's name, its title, the footer's shorter label and its place there. */
export interface LegalListing {
  id: string;
  title: string;
  label?: string;
  order: number;
}

/** A blog post's listing: its address and title. */
interface PostListing {
  slug: string;
  title: string;
}

export interface RouteSources {
  words: RouteWords;
  industries: IndustryListing[];
  solutions: SolutionListing[];
  pages: PageListing[];
  overviews: { id: string; blurb: string }[];
  legal: LegalListing[];
  posts: PostListing[];
}

/** A content file's route: pages/index is '/', pages/company/values is '/company/values'. */
export const pathOf = (id: string) => (id === 'index' ? '/' : `/${id}`);

const sectionOf = (path: string): SectionId => (path === '/' ? 'home' : (path.split('/')[1] as SectionId));

/** The industry scene a page shows as its thumbnail (written by `npm run scenes`). */
export const industryScene = (slug: string) => `/illustrations/industries/${slug}.svg`;

/** The Pocket Mentor edition's name for an industry, e.g. 'Pocket Mentor for Healthcare'. */
export const editionNameFrom = (words: RouteWords, name: string) => format(words.pageNames.edition, { name });

/**
 * The head of an industry's Pocket Mentor edition (/products/pocket-mentor/<slug>): a product-led title and
 * description from the industry's name and blurb (its canonical URL is the industry page).
 */
export function editionMetaFrom(words: RouteWords, name: string, blurb: string) {
  const title = editionNameFrom(words, name);
  return { title, description: format(words.pageNames.editionDescription, { edition: title, blurb }) };
}

const listing = (p: PageListing): RouteEntry => {
  const path = pathOf(p.id);
  const { title, label, blurb, noindex } = p.nav;
  return {
    path,
    title,
    ...(label ? { label } : { label: title }),
    ...(blurb ? { blurb } : {}),
    section: sectionOf(path),
    ...(noindex ? { noindex } : {}),
  };
};

/** A blog post's path: its file's name under /blog/. */
export const postPath = (slug: string) => `/blog/${slug}`;

/**
 * Every page in the site's order: home, the overviews, products, industries, solutions, then the other sections,
 * each by its pages' `order`, contact, search, the legal pages by their `order` and the blog posts as given.
 */
export function buildRoutes(sources: RouteSources): RouteEntry[] {
  const { words, industries, solutions, pages, overviews, legal, posts } = sources;
  const { sectionNames, pageNames, groups } = words;
  const blurbOf = new Map(overviews.map((o) => [o.id, o.blurb]));
  const overviewRoutes: RouteEntry[] = overviewSections.map((s) => ({
    path: `/${s}`,
    title: format(pageNames.overview, { section: sectionNames[s] }),
    label: sectionNames[s],
    blurb: blurbOf.get(s),
    section: s,
    canonical: '/',
  }));
  const industryRoutes: RouteEntry[] = industries.flatMap((i) => [
    {
      path: `/industries/${i.slug}`,
      title: format(pageNames.industry, { name: i.name }),
      label: i.name,
      blurb: i.blurb,
      thumb: { src: industryScene(i.slug), tint: i.tint ?? i.slug },
      section: 'industries' as const,
    },
    {
      path: `/products/pocket-mentor/${i.slug}`,
      title: editionNameFrom(words, i.name),
      label: i.name,
      blurb: i.blurb,
      section: 'products' as const,
      canonical: `/industries/${i.slug}`,
      group: groups.editions,
    },
  ]);
  const solutionRoutes: RouteEntry[] = [...solutions]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({
      path: `/solutions/${s.slug}`,
      title: format(pageNames.solution, { audience: s.audience }),
      label: s.name,
      blurb: s.blurb,
      section: 'solutions' as const,
      group: s.kind === 'role' ? groups.roles : groups.businessTypes,
    }));
  const sorted = [...pages].sort(
    (a, b) => (a.nav.order ?? 0) - (b.nav.order ?? 0) || pathOf(a.id).localeCompare(pathOf(b.id)),
  );
  const inSection = (s: SectionId) => sorted.map(listing).filter((r) => r.section === s);
  const later: SectionId[] = ['customers', 'services', 'company', 'partners', 'resources', 'blog', 'community'];
  return [
    ...inSection('home'),
    ...overviewRoutes,
    ...inSection('products'),
    ...industryRoutes,
    ...solutionRoutes,
    ...later.flatMap(inSection),
    ...inSection('contact'),
    ...inSection('search'),
    ...[...legal]
      .sort((a, b) => a.order - b.order)
      .map((l) => ({ path: `/legal/${l.id}`, title: l.title, label: l.label ?? l.title, section: 'legal' as const })),
    ...posts.map((p) => ({ path: postPath(p.slug), title: p.title, label: p.title, section: 'blog' as const })),
  ];
}

/** A route's lookup: throws for a path that is not a page, so a link to a page that does not exist cannot ship. */
export function routeLookup(routes: RouteEntry[]): (path: string) => RouteEntry {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  return (path) => {
    const r = byPath.get(path);
    if (!r) throw new Error(`${path} is not a page of the site (no content file under src/content/ gives it)`);
    return r;
  };
}

export const labelOf = (r: RouteEntry) => r.label ?? r.title;
