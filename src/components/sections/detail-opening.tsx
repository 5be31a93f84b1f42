import { IndustryVisual } from '@/components/ui/industry-visual';
import type { IndustryContent, SolutionContent } from '@/content/types';
import { PageHero } from './page-hero';
import { ProblemStatement } from './problem';

/**
 * How industry and solution pages open: the hero with the trade's call visual, then the problem statement.
 * `variant` (the page's index in its list) varies the visual; industry heroes are tall.
 */
export function DetailOpening({ content: c, variant, tall = false }: {
  content: Pick<IndustryContent | SolutionContent, 'hero' | 'problem'>;
  variant: number;
  tall?: boolean;
}) {
  return (
    <>
      <PageHero
        size={tall ? 'tall' : 'default'}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.cta}
        visual={<IndustryVisual icons={c.hero.icons} snippet={c.hero.snippet} variant={variant} />}
      />
      <ProblemStatement heading={c.problem.heading} paragraphs={c.problem.paragraphs} />
    </>
  );
}
