import type { ProofPiece } from '@/content/types';
import { cn } from '@/lib/cn';

import { Labelled } from './labelled';

type Compare = Extract<ProofPiece, { type: 'compare' }>;

/** Before/after bars. The value is real text; the bar only draws the contrast. */
export function CompareBars({ label, rows }: Omit<Compare, 'type'>) {
  return (
    <Labelled label={label}>
      <ul className="mt-3 space-y-3">
        {rows.map((r) => (
          <li key={r.label}>
            <span className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-ink-300">{r.label}</span>
              <span className={cn('text-right font-semibold', r.after ? 'text-cool-300' : 'text-ink-200')}>
                {r.value}
              </span>
            </span>
            <span aria-hidden="true" className="mt-1.5 block h-2.5 rounded-full bg-white/5">
              <span
                className={cn('block h-full rounded-full', r.after ? 'bg-cool-400' : 'bg-ink-600')}
                style={{ width: `${Math.round(Math.min(1, Math.max(0.04, r.share)) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Labelled>
  );
}
