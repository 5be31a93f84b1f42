import { IconBadge } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { Quote } from '@/components/ui/icon';

import { StackedBlock, tileClass } from './layout';
import type { BlockProps } from './types';

/** Testimonial figures; with five, the last two share the second row. */
export function QuotesBlock({ block, heading }: BlockProps<'quotes'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList items={block.items} cols={{ md: 2, lg: 3 }} keyOf={(q) => q.quote}>
        {(q) => (
          <figure className={`${tileClass} h-full`}>
            <div className="flex items-center justify-between">
              <Quote aria-hidden="true" className="size-7 text-tint-600" />
              <span className="rounded-full bg-mist px-3 py-1 text-xs font-semibold text-ink-700">{q.category}</span>
            </div>
            <blockquote className="mt-4 flex-1 text-[1.0625rem] leading-relaxed text-ink-900">“{q.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5 text-sm">
              <IconBadge name={q.icon} className="size-9" />
              <span className="font-semibold text-ink-950">{q.attribution}</span>
            </figcaption>
          </figure>
        )}
      </GridList>
    </StackedBlock>
  );
}
