import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Numbered values as principles down a ruled list: the number large in the spoken face, the title, description and
 * emphasis line, and beside them (from md) the moment on a call where the value shows, in the spoken face: the
 * mentor's lines on ink, the caller's on white. One row per value, so nothing in a row has to line up with another.
 */
export function ValuesBlock({ block, heading }: BlockProps<'values'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="border-b border-line">
        {block.items.map((v, i) => {
          const mentor = v.moment && /pocket mentor/i.test(v.moment.speaker);
          return (
            <li
              key={v.title}
              data-value=""
              className="grid gap-4 border-t border-line py-8 md:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] md:gap-x-10 md:py-10"
            >
              <span
                aria-hidden="true"
                className="font-spoken text-3xl leading-none font-semibold text-tint-600 md:text-4xl"
              >
                {ordinal(i)}
              </span>
              <div>
                <h3 className="text-h3 font-semibold text-ink-950">
                  <span className="sr-only">{i + 1}. </span>
                  {headingText(v.title)}
                </h3>
                <p className="mt-2">{v.description}</p>
                <p className="mt-4 border-l-2 border-tint-600 pl-3 font-semibold text-ink-950">{v.emphasis}</p>
              </div>
              {v.moment && (
                <blockquote
                  className={cn(
                    'self-start rounded-2xl px-5 py-4 md:px-6 md:py-5',
                    mentor ? 'bg-ink-950 text-white' : 'bg-white text-ink-950 ring-1 ring-line',
                  )}
                >
                  <p
                    className={cn(
                      'font-spoken text-xs tracking-wide uppercase',
                      mentor ? 'text-cool-300' : 'text-tint-700',
                    )}
                  >
                    {v.moment.speaker}
                  </p>
                  <p className="mt-1.5 font-spoken text-lg leading-snug font-medium tracking-tight">
                    “{v.moment.text}”
                  </p>
                </blockquote>
              )}
            </li>
          );
        })}
      </ol>
    </StackedBlock>
  );
}
