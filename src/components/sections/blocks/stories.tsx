import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import { site } from '@/lib/settings';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Story = BlockProps<'stories'>['block']['items'][number];
type Line = { speaker: 'caller' | 'mentor'; text: string };

/** The scenario's outcomes are aims, not results: labelled as such, with an arrow rather than a check. */
function Outcomes({ s, className }: { s: Story; className?: string }) {
  return (
    <dl data-tint={s.industry.id} className={cn('rounded-2xl bg-mist px-5 py-4', className)}>
      <dt className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
        {blockLabels.storyOutcomes}
      </dt>
      <dd className="mt-2">
        <ul className="grid gap-1.5 text-small">
          {s.outcomes.map((o) => (
            <li key={o} className="grid grid-cols-[1.25rem_minmax(0,1fr)]">
              <span aria-hidden="true" className="font-spoken text-tint-600">
                →
              </span>
              {o}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

/** A call as an exchange in the spoken face: the caller's words on the tint, the mentor's on ink. */
function Exchange({ s, lines }: { s: Story; lines: readonly Line[] }) {
  return (
    <figure data-tint={s.industry.id} className="grid gap-2 font-spoken text-[0.84375rem] leading-snug tracking-tight">
      <figcaption className="sr-only">
        {blockLabels.callExcerpt}: {s.call.caller}
      </figcaption>
      {/* Each speaker's name over their first turn only; later turns name them to screen readers. */}
      {lines.map((l, i) =>
        l.speaker === 'caller' ? (
          <p key={i} className="mr-8 rounded-2xl rounded-bl-md bg-tint-50 px-4 py-3 text-ink-900 ring-1 ring-tint-200">
            <span
              className={i < 2 ? 'mb-1 block font-sans text-xs font-semibold tracking-normal text-tint-700' : 'sr-only'}
            >
              {s.call.caller}
            </span>
            “{l.text}”
          </p>
        ) : (
          <p key={i} className="ml-8 rounded-2xl rounded-br-md bg-ink-900 px-4 py-3 text-white">
            <span
              className={i < 2 ? 'mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300' : 'sr-only'}
            >
              {site.name}
              {i === 1 && ` · ${blockLabels.firstStep}`}
            </span>
            {l.text}
          </p>
        ),
      )}
    </figure>
  );
}

const opening = (s: Story): Line[] => [
  { speaker: 'caller', text: s.call.ask },
  { speaker: 'mentor', text: s.call.firstStep },
];

/**
 * Illustrative stories: the first told at length beside its whole call (the question, the first step, what did not
 * work and where the mentor stops), the others as compact cards with the call's opening exchange. No drawn scenes:
 * the calls are the pictures, and the industry art belongs to the industry pages.
 */
export function StoriesBlock({ block, heading }: BlockProps<'stories'>) {
  const [first, ...rest] = block.items;
  if (!first) return null;
  return (
    <StackedBlock heading={heading} action={block.action}>
      {/* The story, its call and its aims in reading order on a phone; from lg the call takes the right column. */}
      <article className="grid gap-x-14 gap-y-6 rounded-3xl border border-line bg-white p-5 md:gap-y-8 md:p-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr]">
        <div>
          <p data-tint={first.industry.id} className="eyebrow text-tint-700">
            {first.subtitle}
          </p>
          <h3 className="mt-2 text-h2 font-bold text-ink-950">{headingText(first.title)}</h3>
          <p className="mt-4 md:text-lead">{first.description}</p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Exchange s={first} lines={[...opening(first), ...(first.call.more ?? [])]} />
        </div>
        <Outcomes s={first} className="self-start" />
      </article>
      {rest.length > 0 && (
        <GridList items={rest} cols={{ lg: rest.length }} rows={5} className="mt-8 [--gap:1.5rem]">
          {(s) => (
            <div className="h-full rounded-3xl border border-line bg-white p-5 md:p-7">
              <p data-tint={s.industry.id} className="eyebrow text-tint-700">
                {s.subtitle}
              </p>
              <h3 className="mt-2 text-h3 font-bold text-ink-950">{headingText(s.title)}</h3>
              <p className="mt-3 text-small">{s.description}</p>
              <div className="mt-5">
                <Exchange s={s} lines={opening(s)} />
              </div>
              <Outcomes s={s} className="mt-5 self-start" />
            </div>
          )}
        </GridList>
      )}
    </StackedBlock>
  );
}
