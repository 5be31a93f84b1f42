import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Quote = BlockProps<'quotes'>['block']['items'][number];

/** What this leader's people ask the number: the caller's turn, as an ink speech bubble that answers the quote. */
function Heard({ q }: { q: Quote }) {
  if (!q.heard) return null;
  return (
    <p className="ml-8 rounded-3xl rounded-br-md bg-ink-950 px-5 py-4 font-spoken text-[0.9375rem] leading-snug text-white lg:mt-6 lg:ml-0 lg:self-start">
      <span className="mb-1.5 block text-xs tracking-wide text-cool-300 uppercase">{q.heard.speaker}</span>
      <span>“{q.heard.text}”</span>
    </p>
  );
}

/**
 * Testimonials as spoken pairs: on each line the leader's words in the spoken face (what they want the number to do,
 * with the role and the category, in its industry's tint, under it), answered by what their people would ask it (the caller's turn, in ink).
 * No numbers and no drawn places: the pair is the picture, two bubbles of one exchange. From lg the caller's turn
 * sits beside the quote, lower down, as a reply; on a phone it follows, indented.
 */
export function QuotesBlock({ block, heading }: BlockProps<'quotes'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8 md:gap-12">
        {block.items.map((q, i) => (
          <li key={q.quote} className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-x-8">
            <figure>
              <blockquote
                className={cn(
                  'rounded-3xl rounded-bl-md bg-mist px-5 py-4 font-spoken leading-snug font-medium tracking-tight text-ink-950 ring-1 ring-line md:px-7 md:py-6',
                  i === 0 ? 'text-xl md:text-[1.75rem] md:leading-tight' : 'text-lg md:text-[1.375rem]',
                )}
              >
                “{q.quote}”
              </blockquote>
              <figcaption className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 pl-1 text-small">
                <span className="font-semibold text-ink-950">{q.attribution}</span>
                <span
                  data-tint={q.industry?.id}
                  className="inline-flex items-center gap-1.5 rounded-full bg-tint-50 px-2.5 py-0.5 text-xs font-semibold text-tint-700"
                >
                  {q.icon && <Icon name={q.icon} className="size-3.5" />}
                  {q.category}
                </span>
              </figcaption>
            </figure>
            <Heard q={q} />
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
