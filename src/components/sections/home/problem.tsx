import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

import { band, NumberedPoint } from './numbered-point';

/**
 * Home's one problem section: why training fails (the heading, and its three reasons, each with what is said on the
 * job when it happens, in the spoken face) beside
 * what that costs (the problem list, under its own sub-heading, on one white sheet). One band and one argument, so
 * the page does not say the same thing twice back to back. Both lists stack on a phone
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
      {/* One argument in two columns from lg: why training fails (the heading and its three reasons, left), and
          what that costs (right), rather than two sections one after the other. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.heading} intro={<p>{why.intro}</p>} />
          <GridList
            ordered
            items={why.points}
            cols={{ sm: 1 }}
            rows={why.points.every((p) => p.line) ? 3 : 2}
            className="mt-5 [--gap:0.75rem] md:mt-8"
          >
            {(p, i) => (
              <NumberedPoint
                index={i}
                spoken={`${i + 1}. `}
                title={p.title}
                line={why.points.every((q) => q.line) ? p.line : undefined}
                description={p.description}
                className="border-t-2 border-ink-950 pt-2.5 md:pt-3"
                titleClassName="text-base leading-snug font-semibold text-ink-950 md:text-lg"
              />
            )}
          </GridList>
        </div>
        <div className="rounded-3xl bg-white p-5 ring-1 ring-line md:p-8 lg:self-start">
          <p className="eyebrow text-signal-700">{problems.eyebrow}</p>
          <h3 id="problems-heading" className="mt-2 text-h3 font-semibold text-balance text-ink-950">
            {headingText(problems.heading)}
          </h3>
          <p className="mt-2 text-[0.9375rem] md:text-base">{problems.intro}</p>
          <GridList items={problems.items} cols={{ sm: 2 }} rows={2} className="mt-5 [--gap:0.5rem_2rem] md:mt-6">
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
      </div>
    </Section>
  );
}
