import type { CSSProperties, ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { gridLayout, type Cols } from '@/lib/grid';
import type { Card as CardData } from '@/schemas/common';

import { Card } from './card';

/**
 * A card grid (`.card-grid` in globals.css): at most `cols` columns per breakpoint, fitted to the item count so
 * the last row has no hole (lib/grid.ts). `children` draws one item's content inside its <li>; `ordered` makes it
 * an <ol>. Every such list carries data-card-grid, which tests/e2e/visual.spec.ts checks on every route.
 * `rows`: the number of stacked parts each card has (e.g. icon, title, text); the cards of a row then share those
 * rows (CSS subgrid), so their titles and texts start level whatever their lengths (the card's root element must
 * have exactly these parts as its children).
 */
export function GridList<T>({
  items,
  cols,
  ordered,
  className,
  itemClassName,
  keyOf = (item) => (item as { title: string }).title,
  rows,
  children,
}: {
  items: readonly T[];
  cols: Cols;
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
  keyOf?: (item: T) => string;
  rows?: number;
  children: (item: T, index: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  const layout = gridLayout(items.length, cols);
  return (
    <List
      data-card-grid=""
      data-card-rows={rows}
      className={cn('card-grid', className)}
      style={rows ? ({ ...layout.list, '--card-rows': rows } as CSSProperties) : layout.list}
    >
      {items.map((item, i) => (
        <li key={keyOf(item)} className={itemClassName} style={layout.item(i)}>
          {children(item, i)}
        </li>
      ))}
    </List>
  );
}

/** Dark tiles joined by hairlines (the 1px gap shows the list's lighter background). */
export const hairlineTiles = 'overflow-hidden rounded-2xl border border-white/10 bg-white/10 [--gap:1px]';

/** A grid of icon cards (title and description). `numbered` prefixes each title with its position. */
export function CardList({
  items,
  cols,
  ordered,
  numbered,
  className,
}: {
  items: readonly CardData[];
  cols: Cols;
  ordered?: boolean;
  numbered?: boolean;
  className?: string;
}) {
  return (
    <GridList
      items={items}
      cols={cols}
      ordered={ordered}
      className={className}
      rows={items.some((c) => c.icon) ? 3 : 2}
    >
      {(c, i) => (
        <Card icon={c.icon} title={numbered ? `${i + 1}. ${c.title}` : c.title}>
          <p>{c.description}</p>
        </Card>
      )}
    </GridList>
  );
}
