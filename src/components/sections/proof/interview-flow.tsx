import { cn } from '@/lib/cn';
import type { MomentExhibit } from '@/schemas/moments';

import { ProcedureCard } from './procedure-card';
import { Transcript } from './transcript';

type Interview = Extract<MomentExhibit, { kind: 'interview' }>;

/**
 * An expert's interview, the procedure card it becomes and the call that card makes, side by side from lg (one
 * column below, read top to bottom): each stage numbered and labelled in the spoken face, on a tinted panel, with an
 * arrow to the next. The card sits in the middle, raised: it is what the other two are about. Side by side the
 * panels keep their own heights, top-aligned, so no panel is stretched into an empty bottom.
 */
export function InterviewFlow({
  exhibit: e,
  speakers,
}: {
  exhibit: Interview & { heard: NonNullable<Interview['heard']> };
  speakers: { caller: string; mentor: string };
}) {
  // With the card at the top of the page (`cardAtTop`), the interview and the call stand side by side, their panels
  // one height, so the two columns end together.
  const card = !e.cardAtTop;
  const stages = [
    { label: e.heard.labels[0], stage: <Transcript turns={e.turns} speakers={speakers} /> },
    card && { label: e.heard.labels[1], stage: <ProcedureCard {...e.procedure} className="shadow-lift" /> },
    { label: e.heard.labels[2], stage: <Transcript turns={e.heard.turns} speakers={e.heard.speakers} /> },
  ].filter((s) => s !== false);
  const last = stages.length - 1;
  return (
    <ol
      data-interview=""
      data-flow=""
      className={cn(
        'grid gap-10 lg:gap-8',
        card ? 'lg:grid-cols-3 lg:items-start' : 'lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)] lg:gap-x-14',
      )}
    >
      {stages.map(({ label, stage }, i) => (
        <li key={label} className={cn('relative', !card && 'lg:grid lg:grid-rows-[auto_1fr]')}>
          <p className="flex items-baseline gap-2 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
            <span className="text-ink-950">0{i + 1}</span>
            {label}
          </p>
          <div
            className={cn(
              'mt-3 rounded-3xl p-3 sm:p-5',
              card && i === 1 ? 'bg-tint-100 ring-1 ring-tint-200' : 'bg-tint-50 ring-1 ring-tint-100',
            )}
          >
            {stage}
          </div>
          {i < last && (
            // From one stage to the next: down on phones and tablets, across from lg (in the gap between columns, at
            // one height near the panels' tops, since the panels' heights differ).
            <span
              aria-hidden="true"
              className={cn(
                'absolute -bottom-8 left-1/2 z-10 inline-flex size-7 -translate-x-1/2 items-center justify-center rounded-full bg-ink-950 font-spoken text-sm text-white lg:top-36 lg:bottom-auto lg:left-auto lg:translate-x-0',
                card ? 'lg:-right-[1.375rem]' : 'lg:-right-[2.625rem]',
              )}
            >
              <span className="lg:hidden">↓</span>
              <span className="max-lg:hidden">→</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
