import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';
import type { Card } from '@/schemas/common';

/**
 * The five core beliefs as a ruled, numbered statement of principles: one row each, the number in the spoken face,
 * the belief set large, its reason beside it (on phones, below it and beside the number, set compact). A list read top to bottom, not a set of tiles.
 */
export function Beliefs({ items }: { items: readonly Card[] }) {
  return (
    <ol className="mt-10 border-b border-line md:mt-12">
      {items.map((b, i) => (
        <li
          key={b.title}
          className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-2 gap-y-1 border-t border-line py-4 md:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)] md:gap-x-8 md:gap-y-2 md:py-8"
        >
          {/* Decorative: the list is an <ol>; the number is drawn by CSS so it is not text to check. */}
          <span
            aria-hidden="true"
            data-n={ordinal(i)}
            className="row-span-2 pt-1 font-spoken text-sm font-medium text-cool-700 tabular-nums before:content-[attr(data-n)] md:row-span-1 md:pt-2"
          />
          <h3 className="text-xl leading-tight font-bold tracking-[-0.02em] text-ink-950 md:text-[1.75rem]">
            {headingText(b.title)}
          </h3>
          <p className="text-small text-body md:pt-1.5 md:text-lg">{b.description}</p>
        </li>
      ))}
    </ol>
  );
}
