import type { ProofPiece } from '@/content/types';

type Ledger = Extract<ProofPiece, { type: 'ledger' }>;

/** Line items with their value, e.g. what the budget does not have to carry. */
export function Ledger({ label, rows }: Omit<Ledger, 'type'>) {
  return (
    <div>
      <p className="text-sm font-semibold text-white">{label}</p>
      <dl className="mt-2 divide-y divide-white/10 text-sm">
        {rows.map((r) => (
          <div key={r.item} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-ink-300">{r.item}</dt>
            <dd className="text-right font-semibold text-white">{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
