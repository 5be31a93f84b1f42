import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/**
 * The benefits on the dark band: what the frontline does not need, as a ruled list beside the heading (no icons
 * and no numbers: the claims are the content, and only how it works is a sequence). One ruled column on a phone
 * (not a sideways row: the page keeps one, the scorecard's), two from sm.
 */
export function HomeBenefits({ benefits }: { benefits: HomeContent['benefits'] }) {
  return (
    <Section tone="dark" labelledBy="benefits-heading" className={band}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <SectionHeading
          id="benefits-heading"
          dark
          eyebrow={benefits.eyebrow}
          title={benefits.heading}
          intro={<p>{benefits.intro}</p>}
        />
        <GridList items={benefits.items} cols={{ sm: 2 }} rows={2} className="[--gap:0_2rem] sm:[--gap:0.5rem_2rem]">
          {(b) => (
            <div className="grid h-full grid-rows-[auto_1fr] border-t border-white/20 pt-3 pb-3.5 md:pt-4 md:pb-4 lg:pt-5 lg:pb-3">
              <h3 className="text-h3 font-semibold text-white">{headingText(b.title)}</h3>
              <p className="mt-1.5 text-[0.9375rem] text-ink-300 md:mt-2 md:text-[0.9875rem]">{b.description}</p>
            </div>
          )}
        </GridList>
      </div>
    </Section>
  );
}
