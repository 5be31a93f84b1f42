import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

import { band, NumberedPoint } from './numbered-point';

/**
 * Home's one problem section: why training fails (the heading, and its three reasons, each led by what is said on the
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
            items={why.points}
            cols={{ sm: 1 }}
            rows={why.points.every((p) => p.line) ? 3 : 2}
            className="mt-5 [--gap:0.75rem] md:mt-8 md:[--gap:1.25rem]"
          >
            {(p, i) => (
              <NumberedPoint
                index={i}
                title={p.title}
                line={why.points.every((q) => q.line) ? p.line : undefined}
                lineClassName="w-fit rounded-2xl rounded-tl-sm bg-ink-950 px-4 py-2 text-white md:py-3"
                numbered={false}
                description={p.description}
                className="pt-1"
                titleClassName="text-base leading-snug font-semibold text-ink-950 md:text-lg"
              />
            )}
          </GridList>
        </div>
        <div className="rounded-3xl bg-white p-5 ring-1 ring-line md:p-8 lg:flex lg:flex-col">
          <p className="eyebrow text-signal-700">{problems.eyebrow}</p>
          <h3 id="problems-heading" className="mt-2 text-h3 font-semibold text-balance text-ink-950">
            {headingText(problems.heading)}
          </h3>
          {problems.intro && <p className="mt-2 text-[0.9375rem] md:text-base">{problems.intro}</p>}
          {/* A ledger, not a third numbered list: each cost named on the left, what it looks like on the right. */}
          {/* From lg the ledger's rows share the sheet's height, so it ends level with the reasons beside it. */}
          <GridList
            items={problems.items}
            cols={{ sm: 1 }}
            className="mt-5 [--gap:0] md:mt-6 lg:flex-1 lg:auto-rows-fr"
          >
            {(p, i) => (
              <NumberedPoint
                index={i}
                numbered={false}
                title={headingText(p.title)}
                description={p.description}
                className="border-t border-line py-2.5 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6 md:py-3.5 lg:content-center"
                titleClassName="text-base leading-snug font-semibold text-signal-700 md:text-lg"
                descriptionClassName="sm:mt-0 md:mt-0"
              />
            )}
          </GridList>
        </div>
      </div>
    </Section>
  );
}
