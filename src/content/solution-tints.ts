import type { IndustrySlug } from './industries';
import { roleSceneTints } from './scenes';
import { solutions, type SolutionSlug } from './solutions';

/**
 * Each solution page's hero tint (issue 12): one of the 18 ramps in industry-tints.ts, each used once, so the 18
 * solution heroes are told apart at a glance as the industry heroes are. A frontline role with its own scene takes
 * the tint its scene is drawn in (scenes.ts), so band and picture agree. Contrast pairs: tests/unit/industry-tints.
 */
export const solutionTints = {
  enterprise: 'aerospace-and-aviation',
  'family-owned': 'non-profit',
  'fast-growing-businesses': 'field-services',
  'midsize-business': 'manufacturing',
  'pe-backed': 'media-and-publishing',
  'small-business': 'energy',
  startup: 'training',
  ceo: 'professional-services',
  cfo: 'healthcare',
  controller: 'transportation-and-logistics',
  chro: 'sales',
  cio: 'it',
  cro: 'consulting',
  engineer: roleSceneTints.engineer,
  'field-technician': roleSceneTints['field-technician'],
  'quality-control': roleSceneTints['quality-control'],
  'skilled-trades': roleSceneTints['skilled-trades'],
  'training-director': 'education',
} as const satisfies Record<SolutionSlug, IndustrySlug>;

/** The hero band for a solution page: its tint, pale or deep alternating down the solutions list (as industries do). */
export function solutionHero(slug: SolutionSlug): { tint: IndustrySlug; light: boolean } {
  return { tint: solutionTints[slug], light: solutions.findIndex((s) => s.slug === slug) % 2 === 0 };
}
