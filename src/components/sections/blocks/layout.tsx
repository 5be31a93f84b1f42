import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { GridList } from '@/components/ui/grid-list';
import type { Cols } from '@/lib/grid';
import { resolveHref } from '@/lib/href';
import type { Cta } from '@/schemas/common';

import type { BlockOf, BlockProps } from './types';

/** A block's action button; its link may name a setting (`site:autismInitiativeUrl`, src/lib/href.ts). */
export function ActionButton({ action }: { action: Cta }) {
  return (
    <Button href={resolveHref(action.href)} variant="secondary" arrow>
      {action.label}
    </Button>
  );
}

/** The common block layout: heading, content, then the block's optional action button. */
export function StackedBlock({ heading, action, children }: { heading: ReactNode; action?: Cta; children: ReactNode }) {
  return (
    <>
      {heading}
      <div className="mt-12">{children}</div>
      {action && (
        <div className="mt-10">
          <ActionButton action={action} />
        </div>
      )}
    </>
  );
}

/**
 * The bordered white tile most blocks draw their items in. No `h-full`: on a card grid's item a percentage height
 * stops flexbox stretching it, and the tiles of one row would end at different heights.
 */
const tileClass = 'flex flex-col rounded-2xl border border-line bg-white p-7';

type TileBlockType = 'caseStudies' | 'detailCards' | 'emojiCards' | 'people';
type TileItem<T extends TileBlockType> = BlockOf<T>['items'][number];

/**
 * A block whose items are tiles in a card grid: `list` is the list element (ol where order matters), `cols`
 * the most columns per breakpoint (fitted to the item count, so the last row has no hole), `Item` draws the
 * inside of one tile; `rows`, when given, is the number of parts `Item` returns (as a fragment), which the tiles
 * of a row then share so their titles start level (GridList `rows`).
 */
export function tileBlock<T extends TileBlockType>(
  list: 'ol' | 'ul',
  cols: Cols,
  Item: (props: { item: TileItem<T>; index: number; plain?: boolean }) => ReactNode,
  rows?: number,
) {
  return function TileBlock({ block, heading, plain }: BlockProps<T>) {
    // TypeScript does not resolve `items` on the generic member of the union; every tile block has it.
    const { items, action } = block as unknown as { items: readonly TileItem<T>[]; action?: Cta };
    return (
      <StackedBlock heading={heading} action={action}>
        <GridList items={items} cols={cols} ordered={list === 'ol'} itemClassName={tileClass} rows={rows}>
          {(item, index) => <Item item={item} index={index} plain={plain} />}
        </GridList>
      </StackedBlock>
    );
  };
}
