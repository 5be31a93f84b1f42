import type { ReactNode } from 'react';

import type { Block } from '@/content/types';

export type BlockType = Block['type'];

/** The member of the `Block` union with the given `type`. */
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Every block component gets its block and the section heading it places. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  heading: ReactNode;
}
