import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 xl:grid-cols-4' } as const;

export function CardsBlock({ block, heading }: BlockProps<'cards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className={cn('grid gap-5', cols[block.columns ?? 3])}>
        {block.items.map((c, i) => (
          <li key={c.title}>
            <Card icon={c.icon} title={block.numbered ? `${i + 1}. ${c.title}` : c.title}><p>{c.description}</p></Card>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
