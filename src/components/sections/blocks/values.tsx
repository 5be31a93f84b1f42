import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';

import { tileBlock } from './layout';

/** Numbered values (01, 02, …), each closing on its emphasis line; the four parts line up along a row. */
export const ValuesBlock = tileBlock<'values'>(
  'ol',
  { md: 2, lg: 3 },
  ({ item: v, index: i }) => (
    <>
      <span className="text-3xl font-extrabold tracking-tight text-tint-600" aria-hidden="true">
        {ordinal(i)}
      </span>
      <h3 className="mt-3 text-h3 font-semibold">
        <span className="sr-only">{i + 1}. </span>
        {headingText(v.title)}
      </h3>
      <p className="mt-2 text-small">{v.description}</p>
      <p className="mt-5 border-t border-line pt-4 font-semibold text-ink-950">{v.emphasis}</p>
    </>
  ),
  4,
);
