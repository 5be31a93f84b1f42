import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame, FigureLine } from './frame';

type Timeline = Extract<Exhibit, { form: 'onboarding-timeline' }>;

/**
 * CHRO: onboarding as a timeline. Orientation is the first, solid stop; the calls after it keep going.
 * A vertical rail on phones, a horizontal one from sm.
 */
export function OnboardingTimelineExhibit({ exhibit: e, band }: { exhibit: Timeline; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="dark" band={band} surfaceClassName="bg-tint-900 ring-white/15 p-5 sm:p-6">
      <p className="text-lg font-bold leading-snug text-white">{e.title}</p>
      {/* The rail sits beside the list, not in it (an <ol> holds only <li>s). */}
      <div className="relative mt-5">
        <span
          aria-hidden="true"
          className="absolute top-1 bottom-1 left-[5px] w-0.5 bg-gradient-to-b from-white via-white/60 to-white/20 sm:top-[5px] sm:right-0 sm:bottom-auto sm:left-0 sm:h-0.5 sm:w-auto sm:bg-gradient-to-r"
        />
        <ol className="relative grid gap-4 sm:grid-cols-4 sm:gap-3">
          {e.stops.map((s, i) => (
            <li key={s.when} className="relative pl-6 sm:pt-6 sm:pl-0">
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-0.5 left-0 size-3 rounded-full sm:top-0',
                  i === 0 ? 'bg-white' : 'bg-tint-900 ring-2 ring-white',
                )}
              />
              <span className="block text-xs font-semibold uppercase tracking-[0.1em] text-white/85">{s.when}</span>
              <span className="mt-0.5 block text-sm font-semibold leading-snug text-white">{s.title}</span>
              {s.question && (
                <span className="mt-2 block rounded-lg rounded-tl-none bg-white/10 p-2 text-xs leading-snug text-white ring-1 ring-white/15">
                  {s.question}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <FigureLine figure={e.figure} tone="dark" className="mt-5 border-t border-white/15 pt-4" />
    </ExhibitFrame>
  );
}
