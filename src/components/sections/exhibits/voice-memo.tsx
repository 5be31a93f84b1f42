import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type VoiceMemo = Extract<Exhibit, { form: 'voice-memo' }>;

/** A long recording's bar heights (0–1), fixed so every build draws the same waveform. */
const wave = Array.from({ length: 64 }, (_, i) => 0.25 + 0.75 * Math.abs(Math.sin(i * 1.7) * Math.cos(i * 0.43)));

/**
 * Startup: the founders' know-how recorded once, as a long waveform in chapters, then on one line for every hire
 * after them (people drawn as dots: filled for the founders, outlined for the hires to come).
 */
export function VoiceMemoExhibit({ exhibit: e, band }: { exhibit: VoiceMemo; band: 'light' | 'dark' }) {
  const n = e.chapters.length;
  return (
    <ExhibitFrame
      exhibit={e}
      surface="dark"
      band={band}
      surfaceClassName="rounded-3xl bg-tint-900 p-5 ring-white/15 sm:p-6"
    >
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.12em] text-white/85">
        <Icon name="Mic" className="size-4" />
        {e.recording}
      </p>
      <p className="mt-1.5 text-lg font-bold leading-snug text-white">{e.title}</p>
      <div aria-hidden="true" className="mt-4 flex h-16 items-center gap-[3px]">
        {wave.map((h, i) => (
          <span
            key={i}
            className={cn(
              'block flex-1 rounded-full',
              i % Math.ceil(wave.length / n) === 0 ? 'bg-white' : 'bg-tint-400',
            )}
            style={{ height: `${Math.round(h * 100)}%` }}
          />
        ))}
      </div>
      <ol className="mt-2 grid text-xs text-white/85" style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}>
        {e.chapters.map((c, i) => (
          <li key={c} className="border-l border-white/40 pr-2 pl-1.5 leading-snug">
            <span className="font-semibold text-white">{i + 1}.</span> {c}
          </li>
        ))}
      </ol>
      <div className="mt-5 rounded-2xl bg-white/10 p-3.5 ring-1 ring-white/15">
        <p className="flex items-center gap-2 text-sm font-semibold text-white">
          <Icon name="PhoneCall" className="size-4" />
          {e.reachLabel}
        </p>
        <ul className="mt-2.5 grid grid-cols-3 gap-2">
          {e.reach.map((r, ri) => (
            <li key={r.label} className="text-xs text-white/85">
              <span className="block font-semibold text-white">{r.label}</span>
              <span className="block">{r.count}</span>
              <span aria-hidden="true" className="mt-1.5 flex flex-wrap gap-1">
                {Array.from({ length: r.count }, (_, i) => (
                  <span
                    key={i}
                    className={cn(
                      'block size-2 rounded-full',
                      ri === 0 ? 'bg-white' : ri === 1 ? 'bg-tint-200' : 'ring-1 ring-white/60',
                    )}
                  />
                ))}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="mt-4 flex flex-wrap gap-1.5">
        {e.facts.map((f) => (
          <li key={f} className="rounded-full border border-white/25 px-2.5 py-1 text-xs text-white/90">
            {f}
          </li>
        ))}
      </ul>
    </ExhibitFrame>
  );
}
