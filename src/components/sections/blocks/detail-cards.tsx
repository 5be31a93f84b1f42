import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Items with a description and a check list of points (the partner tracks, the partner resources), as ruled rows
 * read like a comparison: the number and title with who it is for, then what it includes. Rows, not a grid of cards,
 * so five items leave no hole and no page repeats its hero's icons in boxes.
 */
export function DetailCardsBlock({ block, heading }: BlockProps<'detailCards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="border-t border-ink-950/80">
        {block.items.map((c, i) => (
          <li
            key={c.title}
            className="grid gap-x-14 gap-y-5 border-b border-line py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]"
          >
            <div>
              <p aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700 tabular-nums">
                {ordinal(i)}
              </p>
              <h3 className="mt-2 text-h3 font-semibold text-ink-950">{headingText(c.title)}</h3>
              <p className="mt-2 max-w-[52ch]">{c.description}</p>
            </div>
            <Checklist items={c.points} className="text-small lg:pt-7" />
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
