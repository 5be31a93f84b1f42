import { Transcript } from '@/components/sections/proof/transcript';
import { headingText } from '@/components/ui/heading-text';
import { SceneImage } from '@/components/ui/scene-image';
import { industryScene } from '@/content/scenes';
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

/** The pilot's scorecard: each expected metric, where the team would read it, and which way it should move. */
function Metrics({ metrics }: { metrics: BlockProps<'caseStudies'>['block']['items'][number]['expectedMetrics'] }) {
  return (
    <table className="w-full text-left text-small">
      <caption className="pb-2 text-left font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
        {blockLabels.caseMetrics}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{blockLabels.caseMeasure}</th>
          <th scope="col">{blockLabels.caseExpected}</th>
        </tr>
      </thead>
      <tbody>
        {metrics.map((m) => (
          <tr key={m.name} className="border-t border-line">
            <th scope="row" className="py-3 pr-4 align-top font-normal">
              <span className="block font-medium text-ink-950">{m.name}</span>
              <span className="mt-0.5 block text-muted">
                {blockLabels.caseReadFrom}: {m.readFrom}
              </span>
            </th>
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
 * Case-study concepts as pilot sheets, each in its industry's tint, read as a case: the situation (problem and
 * solution) over the place it happens (the industry's scene, wide), beside the call its pilot would put on the line
 * (the caller's and the mentor's words in the spoken face) and the scorecard under it: each expected metric, where
 * the team would read it and which way it is expected to move. Measures, never results: no reading is drawn.
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
            className="grid overflow-hidden rounded-3xl border border-line bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
          >
            <div className="flex flex-col p-7 md:p-9">
              <p aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
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
                <div className="mt-7 flex grow items-end">
                  <SceneImage src={industryScene(c.industry.id)} className="w-full rounded-2xl ring-1 ring-tint-200" />
                </div>
              )}
            </div>
            <div className="grid content-start gap-8 bg-tint-50 p-5 md:p-9">
              {c.call && (
                // The call stays out of the search index: its times and speakers would glue to its words in an
                // excerpt ("00:09Pocket Mentor"); the concept's problem and solution are what a search should find.
                <div data-pagefind-ignore="all">
                  <Transcript turns={c.call.turns} speakers={c.call.speakers} />
                </div>
              )}
              <div className="rounded-2xl bg-white p-5 ring-1 ring-line md:p-6">
                <Metrics metrics={c.expectedMetrics} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
