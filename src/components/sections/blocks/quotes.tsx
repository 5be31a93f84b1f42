import { Waveform } from '@/components/ui/waveform';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Testimonials as spoken quotes: each one line of a call log, the speaker's role and field on the left, and the
 * words set large in the spoken face, like a caption, with a waveform for the voice. One column, so no row is left
 * half empty whatever the count.
 */
export function QuotesBlock({ block, heading }: BlockProps<'quotes'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="border-t border-line">
        {block.items.map((q, i) => (
          <li key={q.quote} className="border-b border-line py-8 md:py-10">
            <figure className="grid gap-x-12 gap-y-4 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
              <figcaption className="text-sm md:pt-1.5">
                <span
                  aria-hidden="true"
                  className="block font-spoken text-xs font-semibold tracking-wide text-tint-700"
                >
                  {String(i + 1).padStart(2, '0')} · {q.category}
                </span>
                <span className="mt-1 block font-semibold text-ink-950">{q.attribution}</span>
                <Waveform className="mt-3 text-tint-600" bars={12} />
              </figcaption>
              <blockquote className="font-spoken text-xl leading-snug font-medium tracking-tight text-ink-950 md:text-[1.625rem]">
                “{q.quote}”
              </blockquote>
            </figure>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
