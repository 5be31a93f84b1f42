import { Facts } from '@/components/ui/facts';
import type { ProofPiece } from '@/content/types';

type Stats = Extract<ProofPiece, { type: 'stats' }>;

const columns = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/** One to three big-figure callouts; figures only from the spec's claims. */
export function StatRow({ items }: Omit<Stats, 'type'>) {
  return (
    <Facts
      items={items}
      styles={{
        list: `grid gap-3 ${columns[Math.min(items.length, 3) - 1]}`,
        item: 'flex flex-col-reverse justify-end rounded-xl bg-white/5 p-3 ring-1 ring-white/10',
        label: 'mt-1 text-xs leading-snug text-ink-300',
        value: 'text-2xl font-extrabold tracking-tight text-white',
      }}
    />
  );
}
