import { Card } from '@/components/ui/card';
import { gridStyle } from '@/lib/grid';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, xl: 4 } } as const;

export function CardsBlock({ block, heading }: BlockProps<'cards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol data-card-grid="" className="card-grid" style={gridStyle(block.items.length, cols[block.columns ?? 3])}>
        {block.items.map((c, i) => (
          <li key={c.title}>
            <Card icon={c.icon} title={block.numbered ? `${i + 1}. ${c.title}` : c.title}>
              <p>{c.description}</p>
            </Card>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
