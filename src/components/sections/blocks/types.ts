import type { ReactNode } from 'react';

import type { PageLists } from '@/lib/listings';
import type { BlockOf, BlockType } from '@/schemas/composed';

export type { BlockOf, BlockType };

/** Every block component gets its block and the section heading it places. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  heading: ReactNode;
  /** Another block on the page already draws icon cards: draw this one's items without icons (one grid a page). */
  plain?: boolean;
  /** The entries an events or news block lists on this page (from their collections, given by the route). */
  lists?: PageLists;
  /** The links between the list's pages, under the last list of the page. */
  pager?: ReactNode;
}
