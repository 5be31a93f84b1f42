import { Transcript } from '@/components/sections/proof/transcript';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Case-study concepts as pilot sheets: each concept its problem and solution beside the call its pilot would put on
 * the line (the caller's and the mentor's words in the spoken face; the sides swap from one concept to the next),
 * then across the foot what the pilot would measure, one numbered cell per expected metric: the measures, never
 * results, so no reading is drawn.
 */
export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  const total = String(block.items.length).padStart(2, '0');
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((c, n) => (
          <li key={c.title} className="overflow-hidden rounded-3xl border border-line bg-white">
            <div className={cn('grid', c.call && 'lg:grid-cols-2')}>
              <div className={cn('p-7 md:p-9', n % 2 === 1 && 'lg:order-2')}>
                <p
                  aria-hidden="true"
                  className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase"
                >
                  {String(n + 1).padStart(2, '0')} / {total}
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
              {c.call && (
                // The call stays out of the search index: its times and speakers would glue to its words in an
                // excerpt ("00:09Pocket Mentor"); the concept's problem and solution are what a search should find.
                <div data-pagefind-ignore="all" className="flex items-center bg-tint-50 p-5 md:p-9">
                  <Transcript turns={c.call.turns} speakers={c.call.speakers} className="w-full" />
                </div>
              )}
            </div>
            <div className="border-t border-line px-7 py-6 md:px-9">
              <h4 className="font-spoken text-xs font-semibold tracking-wide text-cool-700 uppercase">
                {blockLabels.caseMetrics}
              </h4>
              <ol className="mt-3 grid gap-x-8 md:grid-cols-3">
                {c.expectedMetrics.map((m, i) => (
                  <li
                    key={m}
                    className="grid grid-cols-[2rem_minmax(0,1fr)] items-baseline border-t border-line py-3 first:border-t-0 md:border-t-0 md:border-l md:pl-4 md:first:border-l-0 md:first:pl-0"
                  >
                    <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <span className="font-medium text-ink-950">{m}</span>
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
