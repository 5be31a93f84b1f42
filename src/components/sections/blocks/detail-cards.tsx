import { Checklist, IconBadge } from '@/components/ui/card';
import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

export function DetailCardsBlock({ block, heading }: BlockProps<'detailCards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ul data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { md: 2 })}>
        {block.items.map((c) => (
          <Tile key={c.title}>
            <IconBadge name={c.icon} />
            <h3 className="mt-5 text-h3 font-semibold">{c.title}</h3>
            <p className="mt-2">{c.description}</p>
            <Checklist items={c.points} className="mt-5 text-[0.9375rem]" />
          </Tile>
        ))}
      </ul>
    </StackedBlock>
  );
}
