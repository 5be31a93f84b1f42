import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

import { band, NumberedPoint } from './numbered-point';

/** How it works: three numbered steps, stacked on a phone (they are short), in a row from md. */
export function HomeHowItWorks({ how }: { how: HomeContent['howItWorks'] }) {
  return (
    <Section id="how-it-works" labelledBy="how-heading" className={band}>
      <SectionHeading id="how-heading" eyebrow={how.eyebrow} title={how.heading} intro={<p>{how.intro}</p>} />
      <GridList ordered items={how.steps} cols={{ md: 3 }} rows={2} className="mt-5 [--gap:0.75rem_2rem] md:mt-10">
        {(st, i) => (
          <NumberedPoint
            index={i}
            spoken={blockLabels.step(i + 1)}
            title={headingText(st.title)}
            description={st.description}
            className="border-t-2 border-ink-950 pt-2.5 md:pt-4"
            titleClassName="text-base font-semibold text-ink-950 md:text-lg"
          />
        )}
      </GridList>
    </Section>
  );
}
