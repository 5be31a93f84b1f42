import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

/** Numbered values (01, 02, …), each closing on its emphasis line. */
export function ValuesBlock({ block, heading }: BlockProps<'values'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { md: 2, lg: 3 })}>
        {block.items.map((v, i) => (
          <Tile key={v.title}>
            <span className="text-3xl font-extrabold tracking-tight text-cool-600" aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
            <h3 className="mt-3 text-h3 font-semibold"><span className="sr-only">{i + 1}. </span>{v.title}</h3>
            <p className="mt-2 text-[0.9375rem]">{v.description}</p>
            <p className="mt-auto border-t border-line pt-4 font-semibold text-ink-950">{v.emphasis}</p>
          </Tile>
        ))}
      </ol>
    </StackedBlock>
  );
}
