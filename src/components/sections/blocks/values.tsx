import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * Numbered values as a sheet of principles, three a row from lg: each its number large in the spoken face, its
 * title, its description, its emphasis line, and at its foot the moment on a call where the value shows, as a speech
 * bubble in the spoken face (the mentor's on ink, the caller's in the page's tint). The five parts are subgrid rows,
 * so every part of a row starts level and the spacing inside each value is the same.
 */
export function ValuesBlock({ block, heading }: BlockProps<'values'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList
        items={block.items}
        cols={{ md: 2, lg: 3 }}
        rows={5}
        ordered
        itemClassName="rounded-3xl border border-line bg-white p-6 md:p-7"
      >
        {(v, i) => {
          const mentor = v.moment && /pocket mentor/i.test(v.moment.speaker);
          return (
            <div data-value="">
              <p aria-hidden="true" className="mb-3 font-spoken text-4xl leading-none font-semibold text-tint-600">
                {ordinal(i)}
              </p>
              <h3 className="text-h3 font-semibold text-ink-950">
                <span className="sr-only">{i + 1}. </span>
                {headingText(v.title)}
              </h3>
              <p className="pt-2">{v.description}</p>
              <p className="self-start border-l-2 border-tint-600 pl-3 font-semibold text-ink-950 [margin-block:1rem_1.5rem]">
                {v.emphasis}
              </p>
              {v.moment ? (
                <blockquote
                  className={cn(
                    'relative self-start rounded-2xl rounded-bl-sm px-4 py-3.5',
                    mentor ? 'on-dark bg-ink-950 text-white' : 'bg-tint-50 text-ink-950 ring-1 ring-tint-200',
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
                  <p className="mt-1 font-spoken text-base leading-snug font-medium tracking-tight">
                    “{v.moment.text}”
                  </p>
                </blockquote>
              ) : (
                <span />
              )}
            </div>
          );
        }}
      </GridList>
    </StackedBlock>
  );
}
