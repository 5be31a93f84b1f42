import { CardList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { RuledList } from '@/components/ui/ruled-list';
import { Waveform } from '@/components/ui/waveform';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

const cols = { 1: { md: 1 }, 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, xl: 4 } } as const;

export function CardsBlock({ block, heading, plain }: BlockProps<'cards'>) {
  if (block.items.some((c) => c.line)) return <CardsWithCalls block={block} heading={heading} />;
  if (block.layout === 'list' || plain) return <CardsAsList block={block} heading={heading} />;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <CardList items={block.items} cols={cols[block.columns ?? 3]} ordered numbered={block.numbered} />
    </StackedBlock>
  );
}

/**
 * Cards that carry a line from their call (use cases): each opens with what a caller would ask, in the spoken face
 * in a white bubble (light: the page's one dark moment is its call, not a row of ink boxes), then its number, title and text. Two columns at most; the cards of a row share their three rows (subgrid),
 * so titles and texts start level (an odd last card spans the row). A card without a line keeps the row's place
 * empty above its title.
 */
function CardsWithCalls({ block, heading }: BlockProps<'cards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-x-6 gap-y-10 md:grid-cols-2">
        {block.items.map((c, i) => (
          <li
            key={c.title}
            className={cn(
              'grid content-start gap-y-4 md:row-span-3 md:grid-rows-subgrid',
              // An odd count: the last card takes the whole last row, so the grid has no hole.
              block.items.length % 2 === 1 && i === block.items.length - 1 && 'md:col-span-2',
            )}
          >
            {c.line ? (
              <p
                className={cn(
                  'rounded-2xl rounded-bl-md bg-white px-5 py-4 font-spoken text-[0.9375rem] leading-snug text-ink-950 ring-1 ring-line',
                  // A lone last card keeps its line a column wide, as a caller's bubble rather than a bar.
                  block.items.length % 2 === 1 && i === block.items.length - 1 && 'md:max-w-[calc(50%-0.75rem)]',
                )}
              >
                <span className="mb-2 flex items-center gap-3 text-xs font-semibold tracking-wide text-tint-700 uppercase">
                  <Waveform className="h-4 shrink-0" bars={7} />
                  {c.line.speaker}
                </span>
                “{c.line.text}”
              </p>
            ) : (
              <span aria-hidden="true" />
            )}
            <h3 className="flex items-baseline gap-3 text-h3 font-semibold text-ink-950">
              <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
                {ordinal(i)}
              </span>
              <span>{headingText(c.title)}</span>
            </h3>
            <p className="-mt-2">{c.description}</p>
          </li>
        ))}
      </ol>
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
        {/* Beside a long list the heading stays in view as the list scrolls past, rather than leaving a blank column. */}
        <div className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:self-start">{heading}</div>
        <RuledList items={block.items} cols={{ md: 1 }} ordered={block.numbered} />
      </div>
    );
  return (
    <StackedBlock heading={heading} action={block.action}>
      <RuledList items={block.items} cols={{ md: 2, lg: (block.columns ?? 3) >= 3 ? 3 : 2 }} ordered={block.numbered} />
    </StackedBlock>
  );
}
