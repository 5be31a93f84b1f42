import type { IndustrySlug } from './industries';
import type { SolutionSlug } from './solutions';

/**
 * The drawn scenes (static SVGs written by `npm run scenes`, scripts/build-scenes.mjs). All share one grid:
 * 640 x 480, drawn for an HTML call card laid over their lower-left area (about the left 55 % x bottom 40 %).
 * Decorative: use them with alt="" and these width/height (no layout shift).
 * Keep this file type-strippable (plain data): the Node script imports it.
 */

/** The frontline roles with their own call/SMS scene, and the industry tint each scene is drawn in. */
export const roleSceneTints = {
  engineer: 'government',
  'field-technician': 'restaurant-and-hospitality',
  'quality-control': 'retail',
  'skilled-trades': 'construction',
} as const satisfies Partial<Record<SolutionSlug, IndustrySlug>>;
export type RoleSceneSlug = keyof typeof roleSceneTints;

export const industryScene = (slug: IndustrySlug) => `/illustrations/industries/${slug}.svg`;
export const roleScene = (slug: RoleSceneSlug) => `/illustrations/roles/${slug}.svg`;
