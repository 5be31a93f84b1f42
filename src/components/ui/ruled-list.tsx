import { ordinal } from '@/lib/format';
import type { Cols } from '@/lib/grid';

import { GridList } from './grid-list';
import { headingText } from './heading-text';

/**
 * Items as a compact ruled list without icons: a mono number beside each title and its text, in the columns `cols`
 * allows, fitted to the count so the last row spans the full width (GridList: five in rows of three leave no hole).
 * The items of a row share their title and text rows (subgrid), so the texts of a row start level.
 */
export function RuledList({
  items,
  cols,
  ordered = false,
  size = 'sm',
}: {
  items: readonly { title: string; description: string }[];
  cols: Cols;
  ordered?: boolean;
  /** `lg`: larger titles, for a list that is its section's body (an industry's benefits). */
  size?: 'sm' | 'lg';
}) {
  return (
    <GridList
      items={items}
      cols={cols}
      ordered={ordered}
      rows={2}
      className="[--gap:0_2.5rem]"
      itemClassName="grid-cols-[2.25rem_minmax(0,1fr)] border-t border-line py-5"
    >
      {(c, i) => (
        <>
          <h3
            className={
              size === 'lg'
                ? 'col-span-2 grid grid-cols-subgrid items-baseline text-lg font-semibold tracking-tight text-ink-950'
                : 'col-span-2 grid grid-cols-subgrid items-baseline font-semibold text-ink-950'
            }
          >
            <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
              {ordinal(i)}
            </span>
            <span>{headingText(c.title)}</span>
          </h3>
          <p className={size === 'lg' ? 'col-start-2 mt-1.5 text-[0.9875rem]' : 'col-start-2 mt-1 text-[0.9375rem]'}>
            {c.description}
          </p>
        </>
      )}
    </GridList>
  );
}
