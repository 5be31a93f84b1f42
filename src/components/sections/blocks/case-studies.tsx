import { headingText } from '@/components/ui/heading-text';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Case-study concepts as pilot scorecards: each concept one wide sheet, its problem and solution on the left, and
 * on the right what its pilot would measure, one numbered row per expected metric with an empty reading (a
 * pilot's scorecard before the pilot: the measures, never results).
 */
export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-6">
        {block.items.map((c, n) => (
          <li
            key={c.title}
            className="grid overflow-hidden rounded-3xl border border-line bg-white lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
          >
            <div className="p-7 md:p-9">
              <p aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
                {String(n + 1).padStart(2, '0')} / {String(block.items.length).padStart(2, '0')}
              </p>
              <h3 className="mt-2 text-h3 font-semibold">{headingText(c.title)}</h3>
              <dl className="mt-5 grid gap-4 text-small">
                <div>
                  <dt className="font-semibold text-ink-950">{blockLabels.caseProblem}</dt>
                  <dd className="mt-1">{c.problem}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-950">{blockLabels.caseSolution}</dt>
                  <dd className="mt-1">{c.solution}</dd>
                </div>
              </dl>
            </div>
            <div className="border-t border-line bg-tint-50 p-7 md:p-9 lg:border-t-0 lg:border-l">
              <h4 className="font-spoken text-xs font-semibold tracking-wide text-cool-700 uppercase">
                {blockLabels.caseMetrics}
              </h4>
              <ol className="mt-4 divide-y divide-dashed divide-tint-700/25 border-y border-tint-700/25">
                {c.expectedMetrics.map((m, i) => (
                  <li key={m} className="grid grid-cols-[2.5rem_minmax(0,1fr)_4.5rem] items-baseline gap-3 py-3.5">
                    <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <span className="font-medium text-ink-950">{m}</span>
                    {/* The reading is blank until a pilot runs: a scorecard's empty cell, not a result. */}
                    <span
                      aria-hidden="true"
                      className="h-5 self-center rounded border border-dashed border-tint-700/35"
                    />
                  </li>
                ))}
              </ol>
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
