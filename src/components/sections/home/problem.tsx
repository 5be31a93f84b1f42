import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

import { band, NumberedPoint } from './numbered-point';

/**
 * Home's one problem section: why training fails (the heading, and its three reasons as a numbered list), then
 * what that costs (the problem list, under its own sub-heading). One band, so the page does not say the same thing
 * twice back to back. Both lists stack on a phone
 * (no sideways row: home keeps those for the benefits and the scorecard).
 */
export function HomeProblem({
  why,
  problems,
}: {
  why: HomeContent['whyTrainingFails'];
  problems: HomeContent['problems'];
}) {
  return (
    <Section tone="tint" labelledBy="why-heading" className={band}>
      <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} intro={<p>{why.intro}</p>} />
      <GridList ordered items={why.points} cols={{ md: 3 }} rows={2} className="mt-5 [--gap:0.75rem_2rem] md:mt-10">
        {(p, i) => (
          <NumberedPoint
            index={i}
            spoken={`${i + 1}. `}
            title={p.title}
            description={p.description}
            className="border-t-2 border-ink-950 pt-2.5 md:pt-3"
            titleClassName="text-base leading-snug font-semibold text-ink-950 md:text-h3"
            descriptionClassName="md:text-base"
          />
        )}
      </GridList>
      <div className="mt-6 grid gap-3 border-t border-line pt-5 md:mt-14 md:pt-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
        <div>
          <p className="eyebrow text-signal-700">{problems.eyebrow}</p>
          <h3 id="problems-heading" className="mt-2 text-h3 font-semibold text-balance text-ink-950">
            {headingText(problems.heading)}
          </h3>
          <p className="mt-2 text-[0.9375rem] md:text-base">{problems.intro}</p>
        </div>
        <GridList items={problems.items} cols={{ sm: 2 }} rows={2} className="[--gap:0.5rem_2rem]">
          {(p, i) => (
            <NumberedPoint
              index={i}
              title={headingText(p.title)}
              description={p.description}
              className="border-t border-line pt-2.5 pb-1.5 md:pt-3 md:pb-2"
              numberClassName="text-signal-700"
              titleClassName="text-base leading-snug font-semibold text-ink-950 md:text-lg"
            />
          )}
        </GridList>
      </div>
    </Section>
  );
}
