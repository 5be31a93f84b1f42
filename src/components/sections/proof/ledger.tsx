import { Facts } from '@/components/ui/facts';
import type { ProofPiece } from '@/content/types';

import { Labelled } from './labelled';

type Ledger = Extract<ProofPiece, { type: 'ledger' }>;

const styles = {
  list: 'mt-2 divide-y divide-white/10 text-sm',
  item: 'flex items-baseline justify-between gap-4 py-2',
  label: 'text-ink-300',
  value: 'text-right font-semibold text-white',
};

/** Line items with their value, e.g. what the budget does not have to carry. */
export function Ledger({ label, rows }: Omit<Ledger, 'type'>) {
  return (
    <Labelled label={label}>
      <Facts items={rows.map((r) => ({ label: r.item, value: r.value }))} styles={styles} />
    </Labelled>
  );
}
