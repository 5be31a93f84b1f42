import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

/**
 * The benefits as a compact strip on the dark band: the heading and its line, then the four claims in one ruled
 * row from lg (two by two from sm), each a title and a single short line. The call above has shown how it works,
 * so this band only names what the frontline does not need.
 */
export function HomeBenefits({ benefits }: { benefits: HomeContent['benefits'] }) {
  return (
    <Section tone="dark" labelledBy="benefits-heading" className="py-8 md:py-16">
      <SectionHeading
        id="benefits-heading"
        dark
        eyebrow={benefits.eyebrow}
        title={benefits.heading}
        intro={<p>{benefits.intro}</p>}
      />
      <GridList
        items={benefits.items}
        cols={{ sm: 2, lg: 4 }}
        rows={2}
        className="mt-5 [--gap:0_2rem] md:mt-10 sm:[--gap:0.25rem_2rem]"
      >
        {(b) => (
          <div className="grid h-full grid-rows-[auto_1fr] border-t border-white/20 py-2.5 md:pt-4 md:pb-2">
            <h3 className="font-semibold text-white md:text-lg">{headingText(b.title)}</h3>
            <p className="mt-0.5 text-sm text-ink-300 md:mt-1 md:text-[0.9375rem]">{b.description}</p>
          </div>
        )}
      </GridList>
    </Section>
  );
}
