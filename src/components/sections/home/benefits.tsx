import { IconBadge } from '@/components/ui/card';
import { ScrollRow } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/** The benefits: home's one icon-card grid (dark), sideways on a phone. */
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
          <div className="grid h-full grid-rows-[auto_auto_1fr] rounded-2xl border border-white/10 bg-white/5 p-5 md:p-6">
            <IconBadge name={b.icon} tone="dark" />
            <h3 className="mt-5 text-h3 font-semibold text-white">{headingText(b.title)}</h3>
            <p className="mt-2 text-[0.9875rem] text-ink-300">{b.description}</p>
          </div>
        )}
      </ScrollRow>
    </Section>
  );
}
