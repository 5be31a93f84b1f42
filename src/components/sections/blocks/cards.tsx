import { CardList } from '@/components/ui/grid-list';
import { RuledList } from '@/components/ui/ruled-list';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 1: { md: 1 }, 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, xl: 4 } } as const;

export function CardsBlock({ block, heading, plain }: BlockProps<'cards'>) {
  if (block.layout === 'list' || plain) return <CardsAsList block={block} heading={heading} />;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <CardList items={block.items} cols={cols[block.columns ?? 3]} ordered numbered={block.numbered} />
    </StackedBlock>
  );
}

/**
 * The cards as a compact ruled list (RuledList): two or three columns, no icons. One column sets the list beside
 * the heading, one item a row.
 */
function CardsAsList({ block, heading }: BlockProps<'cards'>) {
  if (block.columns === 1)
    return (
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        {heading}
        <RuledList items={block.items} cols={{ md: 1 }} ordered={block.numbered} />
      </div>
    );
  return (
    <StackedBlock heading={heading} action={block.action}>
      <RuledList items={block.items} cols={{ md: 2, lg: (block.columns ?? 3) >= 3 ? 3 : 2 }} ordered={block.numbered} />
    </StackedBlock>
  );
}
