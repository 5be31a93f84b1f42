import type { ProofPiece } from '@/content/types';
import { cn } from '@/lib/cn';

type Stats = Extract<ProofPiece, { type: 'stats' }>;

/** One to three big-figure callouts; figures only from the spec's claims. */
export function StatRow({ items }: Omit<Stats, 'type'>) {
  return (
    <dl
      className={cn(
        'grid gap-3',
        items.length === 1 ? 'grid-cols-1' : items.length === 2 ? 'grid-cols-2' : 'grid-cols-3',
      )}
    >
      {items.map((s) => (
        <div key={s.label} className="flex flex-col-reverse justify-end rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
          <dt className="mt-1 text-xs leading-snug text-ink-300">{s.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight text-white">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
