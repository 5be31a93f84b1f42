import { Transcript } from '@/components/sections/proof/transcript';
import { headingText } from '@/components/ui/heading-text';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** Which way a measure is expected to move: an arrow to the eye, the word to everyone. */
function Direction({ down }: { down: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-medium text-ink-950">
      <span
        aria-hidden="true"
        className="grid size-6 place-items-center rounded-full bg-tint-100 font-spoken text-sm text-tint-700"
      >
        {down ? '↓' : '↑'}
      </span>
      <span>
        {/* The column's head is for screen readers only; the arrow and the word say it to the eye. */}
        <span className="sr-only">{blockLabels.caseExpected} </span>
        {down ? blockLabels.caseDown : blockLabels.caseUp}
      </span>
    </span>
  );
}

/**
 * The pilot's scorecard: each expected metric, where the team would read it, and which way it should move. From md it
 * runs the sheet's full width as three columns of the same widths on every sheet (measure, where it is read,
 * direction); on a phone where it is read sits under the measure.
 */
function Metrics({ metrics }: { metrics: BlockProps<'caseStudies'>['block']['items'][number]['expectedMetrics'] }) {
  return (
    <table className="w-full text-left text-small md:table-fixed">
      <caption className="pb-2 text-left font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
        {blockLabels.caseMetrics}
      </caption>
      <thead className="text-xs tracking-wide text-muted uppercase max-md:sr-only">
        <tr>
          <th scope="col" className="pb-2 font-semibold md:w-[48%]">
            {blockLabels.caseMeasure}
          </th>
          <th scope="col" className="hidden pb-2 font-semibold md:table-cell md:w-[34%]">
            {blockLabels.caseReadFrom}
          </th>
          <th scope="col" className="pb-2 font-semibold">
            {blockLabels.caseExpected}
          </th>
        </tr>
      </thead>
      <tbody>
        {metrics.map((m) => (
          <tr key={m.name} className="border-t border-line">
            <th scope="row" className="py-3 pr-4 align-top font-normal">
              <span className="block font-medium text-ink-950">{m.name}</span>
              <span className="mt-0.5 block text-muted md:hidden">
                {blockLabels.caseReadFrom}: {m.readFrom}
              </span>
            </th>
            <td className="hidden py-3 pr-4 align-top text-muted md:table-cell">{m.readFrom}</td>
            <td className="py-3 align-top whitespace-nowrap">
              <Direction down={m.direction === 'down'} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Case-study concepts as pilot sheets, each in its industry's tint: a sheet's head (its number and title), then the
 * situation (problem over solution) beside the call its pilot would put on the line (the caller's and the mentor's
 * words in the spoken face), two columns of like height, then the scorecard across the sheet's width: each expected
 * metric, where the team would read it and which way it is expected to move. Measures, never results: no reading is
 * drawn. A document, not a picture: the drawn places belong to the customer stories.
 */
export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  const total = String(block.items.length).padStart(2, '0');
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((c, n) => (
          <li
            key={c.title}
            data-tint={c.industry?.id}
            className="overflow-hidden rounded-3xl border border-line bg-white"
          >
            <h3 className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-line bg-tint-50 px-7 py-5 md:px-9">
              <span aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700">
                {String(n + 1).padStart(2, '0')} / {total}
              </span>
              <span className="text-h3 font-semibold text-ink-950">{headingText(c.title)}</span>
            </h3>
            <div className="grid divide-line border-b border-line max-md:divide-y md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:divide-x">
              <dl
                className={
                  c.call
                    ? 'grid content-start gap-5 px-7 py-6 text-small md:p-9'
                    : 'grid gap-x-12 gap-y-4 px-7 py-6 text-small sm:grid-cols-2 md:col-span-2 md:px-9 md:py-7'
                }
              >
                <div>
                  <dt className="font-semibold text-ink-950">{blockLabels.caseProblem}</dt>
                  <dd className="mt-1">{c.problem}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-950">{blockLabels.caseSolution}</dt>
                  <dd className="mt-1">{c.solution}</dd>
                </div>
              </dl>
              {c.call && (
                // The call stays out of the search index: its times and speakers would glue to its words in an
                // excerpt ("00:09Pocket Mentor"); the concept's problem and solution are what a search should find.
                <div data-pagefind-ignore="all" className="p-5 md:p-9">
                  <Transcript turns={c.call.turns} speakers={c.call.speakers} />
                </div>
              )}
            </div>
            <div className="p-7 md:px-9 md:py-8">
              <Metrics metrics={c.expectedMetrics} />
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
