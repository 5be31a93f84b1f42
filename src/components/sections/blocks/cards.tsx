import { CardList } from '@/components/ui/grid-list';
import { RuledList } from '@/components/ui/ruled-list';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, xl: 4 } } as const;

export function CardsBlock({ block, heading, plain }: BlockProps<'cards'>) {
  if (block.layout === 'list' || plain) return <CardsAsList block={block} heading={heading} />;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <CardList items={block.items} cols={cols[block.columns ?? 3]} ordered numbered={block.numbered} />
    </StackedBlock>
  );
}

/** The cards as a compact ruled list (RuledList): two or three columns, no icons. */
function CardsAsList({ block, heading }: BlockProps<'cards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <RuledList items={block.items} cols={{ md: 2, lg: (block.columns ?? 3) >= 3 ? 3 : 2 }} ordered={block.numbered} />
    </StackedBlock>
  );
}
