import { Transcript } from '@/components/sections/proof/transcript';
import { headingText } from '@/components/ui/heading-text';
import { SceneImage } from '@/components/ui/scene-image';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
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
        {/* The column's head is hidden on a phone, where the rows stack: the cell says it in full there. */}
        <span className="md:sr-only">{blockLabels.caseExpected} </span>
        {down ? blockLabels.caseDown : blockLabels.caseUp}
      </span>
    </span>
  );
}

/**
 * Case-study concepts as pilot sheets, each in its industry's tint: the problem and solution beside the call its
 * pilot would put on the line (the caller's and the mentor's words in the spoken face; the sides swap from one
 * concept to the next), the place it is made (the industry's scene) under the text, then the pilot's scorecard: each expected metric, where the team would read it and which way
 * it is expected to move. Measures, never results: no reading is drawn.
 */
export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  const total = String(block.items.length).padStart(2, '0');
  const cell = 'py-3 pr-4 align-top';
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((c, n) => (
          <li
            key={c.title}
            data-tint={c.industry?.id}
            className="overflow-hidden rounded-3xl border border-line bg-white"
          >
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
                {c.industry && (
                  <SceneImage
                    src={industryScene(c.industry.id)}
                    className="mt-6 w-full max-w-[15rem] rounded-2xl ring-1 ring-tint-200"
                  />
                )}
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
              <table className="w-full text-left text-small md:table-fixed">
                <caption className="text-left font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
                  {blockLabels.caseMetrics}
                </caption>
                <colgroup>
                  <col className="md:w-[48%]" />
                  <col className="md:w-[32%]" />
                  <col />
                </colgroup>
                <thead className="max-md:sr-only">
                  <tr className="border-b border-line font-spoken text-xs tracking-wide text-muted uppercase">
                    <th scope="col" className={cell}>
                      {blockLabels.caseMeasure}
                    </th>
                    <th scope="col" className={cell}>
                      {blockLabels.caseReadFrom}
                    </th>
                    <th scope="col" className={cell}>
                      {blockLabels.caseExpected}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {c.expectedMetrics.map((m) => (
                    <tr key={m.name} className="grid border-b border-line py-2 last:border-b-0 md:table-row md:py-0">
                      <th scope="row" className={cn(cell, 'font-medium text-ink-950 max-md:py-1')}>
                        {m.name}
                      </th>
                      <td className={cn(cell, 'max-md:py-0.5')}>
                        <span className="md:sr-only">{blockLabels.caseReadFrom}: </span>
                        {m.readFrom}
                      </td>
                      <td className={cn(cell, 'max-md:py-1')}>
                        <Direction down={m.direction === 'down'} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
