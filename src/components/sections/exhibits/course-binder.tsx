import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame, FigureLine } from './frame';

type CourseBinder = Extract<Exhibit, { form: 'course-binder' }>;

/** Training director: the course binder, its day tabs, and a last tab that opens on the job. */
export function CourseBinderExhibit({ exhibit: e, band }: { exhibit: CourseBinder; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame
      exhibit={e}
      surface="tint"
      band={band}
      className="pt-8"
      surfaceClassName="overflow-visible rounded-tl-none"
    >
      <ul aria-hidden="true" className="absolute -top-8 left-0 flex gap-1">
        {e.tabs.map((t, i) => (
          <li
            key={t}
            className={cn(
              'rounded-t-lg px-3 pt-1.5 pb-2 text-xs font-semibold',
              i === e.tabs.length - 1 ? 'bg-tint-50 text-tint-900' : 'bg-tint-200 text-tint-900',
            )}
          >
            {t}
          </li>
        ))}
      </ul>
      <div className="p-5">
        <p className="text-lg font-bold leading-snug text-tint-900">{e.title}</p>
        <ol className="mt-3 grid grid-cols-3 gap-2">
          {e.modules.map((m) => (
            <li key={m.day} className="rounded-md border border-tint-600/30 bg-white/70 p-2 text-xs text-ink-700">
              <span className="block font-semibold text-tint-900">{m.day}</span>
              {m.items.map((i) => (
                <span key={i} className="block leading-snug">
                  {i}
                </span>
              ))}
            </li>
          ))}
        </ol>
        <div className="mt-3 rounded-lg bg-white p-3.5 shadow-md shadow-ink-950/10 ring-1 ring-tint-600/30">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.08em] text-tint-700">
            <Icon name="PhoneCall" className="size-4" />
            {e.onTheJob.tab}
          </p>
          <p className="mt-2 text-sm font-semibold text-ink-950">{e.onTheJob.question}</p>
          <p className="mt-1 text-sm text-ink-700">{e.onTheJob.answer}</p>
          <p className="mt-2 text-xs text-tint-700">{e.onTheJob.source}</p>
        </div>
        <FigureLine figure={e.figure} tone="light" className="mt-4" />
      </div>
    </ExhibitFrame>
  );
}
