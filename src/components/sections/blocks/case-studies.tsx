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
function Metrics({
  metrics,
  compact,
}: {
  metrics: BlockProps<'caseStudies'>['block']['items'][number]['expectedMetrics'];
  /** A worksheet row: the caption for screen readers only (the worked concept shows it); the column heads show. */
  compact?: boolean;
}) {
  return (
    <table className="w-full text-left text-small md:table-fixed">
      <caption
        className={
          compact ? 'sr-only' : 'pb-2 text-left font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase'
        }
      >
        {blockLabels.caseMetrics}
      </caption>
      {/* Widths on the columns, not the head's cells: a phone hides the head. */}
      <colgroup>
        <col className="md:w-[48%]" />
        <col className="md:w-[34%]" />
        <col />
      </colgroup>
      <thead className="text-xs tracking-wide text-muted uppercase max-md:sr-only">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            {blockLabels.caseMeasure}
          </th>
          <th scope="col" className="hidden pb-2 font-semibold md:table-cell">
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

type Concept = BlockProps<'caseStudies'>['block']['items'][number];

/** A concept's number over the total, in the spoken face: "02 / 04". */
const count = (n: number, total: number) => `${String(n + 1).padStart(2, '0')} / ${String(total).padStart(2, '0')}`;

/** The problem and the answer, as a short definition list. */
function Situation({ c, className }: { c: Concept; className?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt className="font-semibold text-ink-950">{blockLabels.caseProblem}</dt>
        <dd className="mt-1">{c.problem}</dd>
      </div>
      <div>
        <dt className="font-semibold text-ink-950">{blockLabels.caseSolution}</dt>
        <dd className="mt-1">{c.solution}</dd>
      </div>
    </dl>
  );
}

/**
 * The first concept worked through in full: the situation and its scorecard (left), beside the whole call its pilot
 * would put on the line (right, on the tint), so the two columns carry like weight.
 */
function WorkedConcept({ c, total }: { c: Concept; total: number }) {
  return (
    <article data-tint={c.industry?.id} className="overflow-hidden rounded-3xl border border-line bg-white">
      <h3 className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-line bg-tint-50 px-5 py-4 md:px-9 md:py-5">
        <span aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700">
          {count(0, total)}
        </span>
        <span className="text-h3 font-semibold text-ink-950">{headingText(c.title)}</span>
      </h3>
      {/* Situation, call, scorecard in reading order on a phone; from lg the call takes the right column. */}
      <div className="grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Situation c={c} className="grid content-start gap-4 p-5 text-small md:p-9 md:pb-0" />
        {c.call && (
          // Out of the search index: its times and speakers would glue to its words in an excerpt.
          <div
            data-pagefind-ignore="all"
            className="border-line bg-tint-50/60 p-5 max-lg:border-y md:p-9 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l"
          >
            <Transcript turns={c.call.turns} speakers={c.call.speakers} />
          </div>
        )}
        <div className="p-5 md:p-9">
          <Metrics metrics={c.expectedMetrics} />
        </div>
      </div>
    </article>
  );
}

/**
 * The other concepts as rows of one worksheet: the title and the caller's first words (the spoken face), the
 * situation, then the measures with the way each should move. Measures, never results.
 */
function ConceptRow({ c, n, total }: { c: Concept; n: number; total: number }) {
  const ask = c.call?.turns.find((t) => t.speaker === 'caller');
  return (
    <li
      data-tint={c.industry?.id}
      className="grid gap-4 px-5 py-6 md:gap-x-10 md:px-9 md:py-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
    >
      <div className="grid content-start gap-3">
        <h3 className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700">
            {count(n, total)}
          </span>
          <span className="text-h3 font-semibold text-ink-950">{headingText(c.title)}</span>
        </h3>
        {ask && c.call && (
          <p data-pagefind-ignore="all" className="border-l-4 border-tint-600 pl-3 font-spoken text-ink-950">
            <span className="block text-xs tracking-wide text-muted uppercase">{c.call.speakers.caller}</span>
            <span className="mt-1 block text-[0.9375rem]">“{ask.text}”</span>
          </p>
        )}
        <Situation
          c={c}
          className="grid gap-2 text-small sm:grid-cols-[5.5rem_minmax(0,1fr)] [&>div]:contents [&_dd]:mt-0"
        />
      </div>
      <div className="lg:pt-9">
        <Metrics metrics={c.expectedMetrics} compact />
      </div>
    </li>
  );
}

/**
 * Case-study concepts as a pilot worksheet, each in its industry's tint: the first worked through in full (its whole
 * call and scorecard), the others as compact rows of one sheet. A document, not a picture: the drawn places belong
 * to the customer stories.
 */
export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  const [first, ...rest] = block.items;
  const total = block.items.length;
  if (!first) return null;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <WorkedConcept c={first} total={total} />
      {rest.length > 0 && (
        <ol start={2} className="mt-8 divide-y divide-line rounded-3xl border border-line bg-white">
          {rest.map((c, i) => (
            <ConceptRow key={c.title} c={c} n={i + 1} total={total} />
          ))}
        </ol>
      )}
    </StackedBlock>
  );
}
