import { CardList } from '@/components/ui/grid-list';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, xl: 4 } } as const;

export function CardsBlock({ block, heading }: BlockProps<'cards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <CardList items={block.items} cols={cols[block.columns ?? 3]} ordered numbered={block.numbered} />
    </StackedBlock>
  );
}
