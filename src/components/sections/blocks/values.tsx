import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';

import { tileBlock } from './layout';

/**
 * Numbered values: the number set before the title (no gap that changes with the title's length), the description,
 * then the emphasis line; the three parts line up along a row (GridList rows), so texts and emphasis lines start
 * level whatever a title's length.
 */
export const ValuesBlock = tileBlock<'values'>(
  'ol',
  { md: 2, lg: 3 },
  ({ item: v, index: i }) => (
    <>
      <h3 className="flex items-baseline gap-3 text-lg leading-snug font-semibold text-ink-950">
        <span className="font-spoken text-base font-semibold text-tint-600" aria-hidden="true">
          {ordinal(i)}
        </span>
        <span>
          <span className="sr-only">{i + 1}. </span>
          {headingText(v.title)}
        </span>
      </h3>
      <p className="mt-2 text-small">{v.description}</p>
      <p className="mt-5 border-t border-line pt-4 font-semibold text-ink-950">{v.emphasis}</p>
    </>
  ),
  3,
);
