import type { IndustrySlug } from './industry-tints';

/**
 * The drawn scenes (static SVGs written by `npm run scenes`, scripts/build-scenes.mjs). All share one grid:
 * 640 x 480, drawn for an HTML call card laid over their lower-left area (about the left 55 % x bottom 40 %).
 * Decorative: use them with alt="" and these width/height (no layout shift).
 * Keep this file type-strippable (plain data): the Node script imports it.
 */

/**
 * The frontline roles with their own call/SMS scene (by solution slug, src/content/solutions/<slug>.yaml), and the
 * industry tint each scene is drawn in: the role's page takes the same tint (its `tint`), so band and picture agree.
 */
export const roleSceneTints = {
  engineer: 'government',
  'field-technician': 'restaurant-and-hospitality',
  'quality-control': 'retail',
  'skilled-trades': 'construction',
} as const satisfies Record<string, IndustrySlug>;
export type RoleSceneSlug = keyof typeof roleSceneTints;
/** Whether a solution page is a frontline role with its own scene. */
export const hasRoleScene = (slug: string): slug is RoleSceneSlug => slug in roleSceneTints;

/**
 * The composed pages' hero scenes (public/illustrations/pages/<slug>.svg: company, services, customers, products,
 * blog, partners and resources pages) and the industry tint each is drawn in. They use the whole frame: only a
 * hero call (`hero.call`) is laid over one, on its lower left (see pageSceneSubjectLeft). Set one on a composed page
 * with `hero.scene`. Tints: four of the five unused by the company and
 * services pages go to the partners section, the fifth to the support center; within the partners and the
 * resources sections no two pages share a tint.
 */
export const pageSceneTints = {
  careers: 'field-services',
  leadership: 'professional-services',
  events: 'media-and-publishing',
  'about-us': 'aerospace-and-aviation',
  values: 'construction',
  'culture-and-inclusion': 'training',
  'social-impact': 'retail',
  newsroom: 'transportation-and-logistics',
  'educational-resources': 'education',
  'services-consulting': 'consulting',
  'services-implementation': 'it',
  'services-support': 'healthcare',
  'services-training': 'construction',
  // Customers, products, blog
  'customer-stories': 'field-services',
  'case-studies': 'education',
  testimonials: 'non-profit',
  'pocket-sme': 'training',
  'powered-by': 'aerospace-and-aviation',
  blog: 'retail',
  // Partners
  'partners-become': 'sales',
  'partners-find': 'government',
  'partners-join-program': 'energy',
  'partners-resources': 'manufacturing',
  // Resources
  'resources-knowledge-base': 'construction',
  'resources-support-center': 'restaurant-and-hospitality',
  'resources-webinars': 'it',
  'resources-documentation': 'healthcare',
} as const satisfies Record<string, IndustrySlug>;
export type PageSceneSlug = keyof typeof pageSceneTints;

/** Page scenes whose subject stands on the left: mirrored from lg when a hero call is laid over their lower left. */
export const pageSceneSubjectLeft: ReadonlySet<PageSceneSlug> = new Set(['pocket-sme']);

export const industryScene = (slug: IndustrySlug) => `/illustrations/industries/${slug}.svg`;
export const roleScene = (slug: RoleSceneSlug) => `/illustrations/roles/${slug}.svg`;
export const pageScene = (slug: PageSceneSlug) => `/illustrations/pages/${slug}.svg`;
/** An industry's close-up (the call at work, beside its place: scripts/scenes/closeups.mjs), 640 x 480, decorative. */
export const industryCloseUp = (slug: IndustrySlug) => `/illustrations/industries/${slug}-call.svg`;
