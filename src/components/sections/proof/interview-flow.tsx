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
  const stages = [
    <Transcript key="asked" turns={e.turns} speakers={speakers} />,
    <ProcedureCard key="card" {...e.procedure} className="shadow-lift" />,
    <Transcript key="heard" turns={e.heard.turns} speakers={e.heard.speakers} />,
  ];
  return (
    <ol data-interview="" data-flow="" className="grid gap-10 lg:grid-cols-3 lg:items-start lg:gap-8">
      {stages.map((stage, i) => (
        <li key={e.heard.labels[i]} className="relative">
          <p className="flex items-baseline gap-2 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
            <span className="text-ink-950">0{i + 1}</span>
            {e.heard.labels[i]}
          </p>
          <div
            className={cn(
              'mt-3 rounded-3xl p-3 sm:p-5',
              i === 1 ? 'bg-tint-100 ring-1 ring-tint-200' : 'bg-tint-50 ring-1 ring-tint-100',
            )}
          >
            {stage}
          </div>
          {i < 2 && (
            // From one stage to the next: down on phones and tablets, across from lg (in the gap between columns, at
            // one height near the panels' tops, since the panels' heights differ).
            <span
              aria-hidden="true"
              className="absolute -bottom-8 left-1/2 z-10 inline-flex size-7 -translate-x-1/2 items-center justify-center rounded-full bg-ink-950 font-spoken text-sm text-white lg:top-36 lg:-right-[1.375rem] lg:bottom-auto lg:left-auto lg:translate-x-0"
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
