import { industries, type IndustrySlug } from '@/content/industries';
import { industriesDetails } from '@/content/industries/details';
import { type SolutionSlug } from '@/content/solutions';
import { solutionsDetails } from '@/content/solutions/details';

import { IndustryPage } from './industry-page';
import { SolutionPage } from './solution-page';

/**
 * An industry page by slug. The industry pages exist twice (spec): /industries/{slug} and
 * /products/pocket-mentor/{slug}; both route files render this, so they can never drift apart (the product
 * copy's canonical is the /industries page). Its position in the list varies the hero visual.
 */
export function IndustryDetail({ slug }: { slug: IndustrySlug }) {
  const variant = industries.findIndex((i) => i.slug === slug);
  return <IndustryPage content={industriesDetails[slug]!} variant={variant} slug={slug} />;
}

/** A solution page by slug. */
export function SolutionDetail({ slug }: { slug: SolutionSlug }) {
  return <SolutionPage content={solutionsDetails[slug]} slug={slug} />;
}
