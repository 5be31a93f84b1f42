import { cn } from '@/lib/cn';
import type { Turn } from '@/schemas/moments';

/**
 * A call as a transcript: each turn with its timestamp and speaker in the spoken face (font-spoken), the caller's
 * words on the ink side, the mentor's on the light side, and a turn's tag (a branch, an escalation) as a marker.
 * `turnClass` adds per-turn classes (the signature sequence's view timelines).
 */
export function Transcript({
  turns,
  speakers,
  className,
  turnClass,
}: {
  turns: readonly Turn[];
  speakers: { caller: string; mentor: string };
  className?: string;
  turnClass?: (index: number) => string;
}) {
  return (
    <ol className={cn('grid gap-3', className)}>
      {turns.map((t, i) => (
        <li
          key={`${t.time}-${t.speaker}`}
          className={cn(
            'rounded-xl border px-3.5 py-3 sm:p-4',
            t.speaker === 'caller' ? 'border-ink-800 bg-ink-900 text-white' : 'border-line bg-white text-ink-900',
            t.tag === undefined ? '' : t.speaker === 'caller' ? 'ring-2 ring-cool-400/60' : 'ring-2 ring-cool-600',
            turnClass?.(i),
          )}
        >
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 font-spoken text-[0.6875rem] tracking-wide uppercase sm:text-xs">
            <span className={t.speaker === 'caller' ? 'text-ink-300' : 'text-muted'}>{t.time}</span>
            <span className={t.speaker === 'caller' ? 'text-cool-300' : 'text-cool-700'}>{speakers[t.speaker]}</span>
            {t.tag && (
              // A marker, not an action: in the cool colour (the orange accent is kept for buttons).
              <span
                className={cn(
                  'rounded-md px-1.5 py-0.5 font-sans font-bold normal-case tracking-normal',
                  t.speaker === 'caller' ? 'bg-cool-300 text-ink-950' : 'bg-cool-700 text-white',
                )}
              >
                {t.tag}
              </span>
            )}
          </p>
          <p className="mt-0.5 font-spoken text-sm leading-normal sm:mt-1 sm:text-[0.9375rem] sm:leading-relaxed">
            {t.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
