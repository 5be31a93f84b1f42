import { CardList, GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';

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
 * The cards as a compact ruled list: a mono number, the title and the text, in two or three columns, fitted to the
 * count so the last row spans the full width (GridList: five in rows of three leave no hole). One column sets the
 * list beside the heading, one item a row: no row to fit.
 */
function CardsAsList({ block, heading }: BlockProps<'cards'>) {
  if (block.columns === 1)
    return (
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        {heading}
        <ol className="border-b border-line">
          {block.items.map((c, i) => (
            <li key={c.title} className="grid grid-cols-[2.25rem_1fr] border-t border-line py-5">
              <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
                {ordinal(i)}
              </span>
              <div>
                <h3 className="font-semibold text-ink-950">{headingText(c.title)}</h3>
                <p className="mt-1 text-[0.9375rem]">{c.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    );
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList
        items={block.items}
        cols={{ md: 2, lg: (block.columns ?? 3) >= 3 ? 3 : 2 }}
        ordered={block.numbered}
        className="[--gap:0_2.5rem]"
        itemClassName="grid grid-cols-[2.25rem_1fr] border-t border-line py-5"
      >
        {(c, i) => (
          <>
            <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
              {ordinal(i)}
            </span>
            <div>
              <h3 className="font-semibold text-ink-950">{headingText(c.title)}</h3>
              <p className="mt-1 text-[0.9375rem]">{c.description}</p>
            </div>
          </>
        )}
      </GridList>
    </StackedBlock>
  );
}
