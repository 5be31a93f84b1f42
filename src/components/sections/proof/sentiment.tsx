import { cn } from '@/lib/cn';
import type { ProofPiece } from '@/schemas/connections-hr';

import { Labelled } from './labelled';

type Sentiment = Extract<ProofPiece, { type: 'sentiment' }>;

/** Aggregated sentiment by group (team, site or shift). Scores are sample data; low ones are flagged in text. */
export function SentimentBars({
  label,
  rows,
  watchBelow = 50,
  compact = false,
}: Omit<Sentiment, 'type'> & { watchBelow?: number; compact?: boolean }) {
  return (
    <Labelled label={label}>
      <ul className="mt-3 space-y-2.5">
        {rows.map((r) => {
          const watch = r.score < watchBelow;
          return (
            <li
              key={r.label}
              className={cn(
                'grid items-center gap-2.5 text-sm',
                compact ? 'grid-cols-[5rem_1fr_1.75rem]' : 'grid-cols-[6.5rem_1fr_2.5rem]',
              )}
            >
              <span className="truncate text-ink-200">{r.label}</span>
              <span aria-hidden="true" className="block h-2.5 rounded-full bg-white/5">
                <span
                  className={cn('block h-full rounded-full', watch ? 'bg-ink-300' : 'bg-cool-400')}
                  style={{ width: `${r.score}%` }}
                />
              </span>
              <span className="text-right font-semibold text-white">
                {r.score}
                {watch && <span className="sr-only"> (needs attention)</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </Labelled>
  );
}
