import { ScrollRow } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/** The benefits on the dark band: cards sideways on a phone, ruled columns with small icons from lg. */
export function HomeBenefits({ benefits }: { benefits: HomeContent['benefits'] }) {
  return (
    <Section tone="dark" labelledBy="benefits-heading" className={band}>
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
        rows={3}
        className="mt-6 md:mt-10"
      >
        {(b) => (
          // A card in the phone's sideways row; from lg a ruled column (a line above, no box), the icon small.
          <div className="grid h-full grid-rows-[auto_auto_1fr] rounded-2xl border border-white/10 bg-white/5 p-5 md:p-6 lg:rounded-none lg:border-0 lg:border-t lg:border-white/20 lg:bg-transparent lg:px-0 lg:pt-6 lg:pb-4">
            <Icon name={b.icon} className="size-6 text-cool-300" />
            <h3 className="mt-4 text-h3 font-semibold text-white">{headingText(b.title)}</h3>
            <p className="mt-2 text-[0.9875rem] text-ink-300">{b.description}</p>
          </div>
        )}
      </ScrollRow>
    </Section>
  );
}
