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

/**
 * A row of cards that scrolls sideways below lg (scroll-snap, the next card peeking, a "scroll sideways" hint, and
 * the row itself focusable so arrow keys scroll it) and is a grid of `lgCols` columns from lg. For long card stacks
 * on phones: the stack's height becomes one card's.
 */
export function ScrollRow<T>({
  items,
  label,
  hint,
  lgCols = 3,
  className,
  itemClassName,
  keyOf = (item) => (item as { title: string }).title,
  dark = false,
  rows,
  children,
}: {
  items: readonly T[];
  /** From lg: the number of stacked parts each card has; the cards of a row then share them (subgrid). */
  rows?: number;
  /** Names the row for screen readers (the section's heading). */
  label: string;
  hint: string;
  lgCols?: 1 | 2 | 3 | 4;
  className?: string;
  itemClassName?: string;
  keyOf?: (item: T) => string;
  dark?: boolean;
  children: (item: T, index: number) => ReactNode;
}) {
  const cols = { 1: 'lg:grid-cols-1 lg:gap-5', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }[lgCols];
  return (
    <div className={cn('scroll-row-wrap min-w-0', className)}>
      <p
        aria-hidden="true"
        className={cn(
          'mb-2 font-spoken text-xs tracking-wide uppercase lg:hidden',
          dark ? 'text-ink-300' : 'text-muted',
        )}
      >
        {hint} →
      </p>
      <ul
        data-scroll-row=""
        data-card-rows={rows}
        style={rows ? ({ '--card-rows': rows } as CSSProperties) : undefined}
        // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`${label}: ${hint.toLowerCase()}`}
        className={cn(
          'scroll-row relative -mx-5 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-5 px-5 pb-3 md:-mx-8 md:scroll-px-8 md:px-8 lg:mx-0 lg:grid lg:overflow-visible lg:px-0 lg:pb-0',
          cols,
        )}
      >
        {items.map((item, i) => (
          <li key={keyOf(item)} className={cn('w-[80%] shrink-0 snap-start sm:w-[44%] lg:w-auto', itemClassName)}>
            {children(item, i)}
          </li>
        ))}
      </ul>
    </div>
  );
}
