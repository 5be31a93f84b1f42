import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

export function EventsBlock({ block, heading }: BlockProps<'events'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { md: 3 })}>
        {block.items.map((e) => (
          <Tile key={e.title}>
            <p className="text-sm font-semibold text-cool-700"><time>{e.date}</time> · {e.time}</p>
            <h3 className="mt-2 text-h3 font-semibold">{e.title}</h3>
            <p className="mt-2 text-[0.9375rem]">{e.description}</p>
          </Tile>
        ))}
      </ol>
    </StackedBlock>
  );
}
