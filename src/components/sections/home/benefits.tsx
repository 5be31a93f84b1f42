import { ScrollRow } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/**
 * The benefits on the dark band: what the frontline does not need, as a ruled list beside the heading (no icons
 * and no numbers: the claims are the content, and only how it works is a sequence). Cards sideways on a phone; from lg two ruled columns.
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
        <ScrollRow
          items={benefits.items}
          label={benefits.heading}
          hint={blockLabels.scrollSideways}
          dark
          lgCols={2}
          rows={2}
        >
          {(b) => (
            // A card in the phone's sideways row; from lg a ruled row (a line above, no box).
            <div className="grid h-full grid-rows-[auto_1fr] rounded-2xl border border-white/10 bg-white/5 p-5 md:p-6 lg:rounded-none lg:border-0 lg:border-t lg:border-white/20 lg:bg-transparent lg:px-0 lg:pt-5 lg:pb-3">
              <h3 className="text-h3 font-semibold text-white">{headingText(b.title)}</h3>
              <p className="mt-2 text-[0.9875rem] text-ink-300">{b.description}</p>
            </div>
          )}
        </ScrollRow>
      </div>
    </Section>
  );
}
