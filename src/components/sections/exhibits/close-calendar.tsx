import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame, FigureLine } from './frame';

type CloseCalendar = Extract<Exhibit, { form: 'close-calendar' }>;

const markStyle = {
  call: 'bg-white text-ink-950 ring-2 ring-tint-600',
  'month-end': 'bg-ink-950 text-white',
  close: 'bg-tint-100 text-tint-900',
} as const;

/** Controller: the weeks around month end, with the questions answered before the close, on a paper calendar. */
export function CloseCalendarExhibit({ exhibit: e, band }: { exhibit: CloseCalendar; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="paper" band={band} surfaceClassName="rounded-xl">
      <div className="flex items-baseline justify-between gap-3 border-b border-ink-900/10 px-5 pt-4 pb-3">
        <p className="text-base font-bold leading-snug text-ink-950">{e.title}</p>
      </div>
      <div className="px-4 pt-3 sm:px-5">
        <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center">
          {e.weekdays.map((d, i) => (
            <span key={i} className="pb-1 text-[0.6875rem] font-semibold uppercase tracking-[0.08em] text-ink-700">
              {d}
            </span>
          ))}
          {e.days.map((d, i) => (
            <span
              key={i}
              className={cn(
                'relative flex h-9 items-center justify-center rounded-md text-sm font-semibold tabular-nums',
                d.mark ? markStyle[d.mark] : 'text-ink-700 ring-1 ring-ink-900/10',
              )}
            >
              {d.day}
              {d.mark === 'call' && <span className="absolute top-1 right-1 size-1.5 rounded-full bg-tint-600" />}
            </span>
          ))}
        </div>
        <ul aria-hidden="true" className="mt-2.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-white ring-2 ring-tint-600" />
            {e.legend.call}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-ink-950" />
            {e.legend.monthEnd}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-tint-100 ring-1 ring-tint-600/40" />
            {e.legend.close}
          </li>
        </ul>
      </div>
      <ol className="mx-4 mt-3 divide-y divide-ink-900/10 border-y border-ink-900/10 sm:mx-5">
        {e.calls.map((c) => (
          <li key={c.day} className="grid grid-cols-[2.25rem_1fr] gap-3 py-2 text-sm">
            <span className="font-bold tabular-nums text-tint-700">{c.day}</span>
            <span>
              <span className="block text-ink-950">{c.question}</span>
              <span className="block text-ink-700">{c.answer}</span>
            </span>
          </li>
        ))}
      </ol>
      <FigureLine figure={e.figure} tone="light" className="px-5 pt-3 pb-4" />
    </ExhibitFrame>
  );
}
