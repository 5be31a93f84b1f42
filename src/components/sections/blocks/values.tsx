import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Value = BlockProps<'values'>['block']['items'][number];

/** The moment on a call where a value shows, as a speech bubble (the mentor's on ink, the caller's in the tint). */
function Moment({ moment }: { moment: NonNullable<Value['moment']> }) {
  const mentor = /pocket mentor/i.test(moment.speaker);
  return (
    <blockquote
      className={cn(
        'self-start rounded-2xl rounded-bl-sm px-5 py-4',
        mentor ? 'on-dark bg-ink-950 text-white' : 'bg-tint-50 text-ink-950 ring-1 ring-tint-200',
      )}
    >
      <p className={cn('font-spoken text-xs tracking-wide uppercase', mentor ? 'text-cool-300' : 'text-tint-700')}>
        {moment.speaker}
      </p>
      <p className="mt-1.5 font-spoken text-lg leading-snug font-medium tracking-tight">“{moment.text}”</p>
    </blockquote>
  );
}

/**
 * Numbered values as a printed sheet of principles, not a wall of cards: one ruled row per value, its number large in
 * the spoken face, then the title, description and emphasis line, and beside them the moment on a call where the
 * value shows. Rows share one set of columns, so every number, title and bubble starts on the same line.
 */
export function ValuesBlock({ block, heading }: BlockProps<'values'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="border-b border-line">
        {block.items.map((v, i) => (
          <li
            key={v.title}
            data-value=""
            className="grid gap-x-10 gap-y-5 border-t border-line py-8 md:grid-cols-[4.5rem_minmax(0,1fr)] md:py-10 lg:grid-cols-[5.5rem_minmax(0,1.1fr)_minmax(0,1fr)]"
          >
            <p aria-hidden="true" className="font-spoken text-4xl leading-none font-semibold text-tint-600 md:text-5xl">
              {ordinal(i)}
            </p>
            <div>
              <h3 className="text-h3 font-semibold text-balance text-ink-950">
                <span className="sr-only">{i + 1}. </span>
                {headingText(v.title)}
              </h3>
              <p className="mt-2 prose-measure">{v.description}</p>
              <p className="mt-4 border-l-2 border-tint-600 pl-3 font-semibold text-ink-950">{v.emphasis}</p>
            </div>
            {v.moment && (
              <div className="md:col-start-2 lg:col-start-auto">
                <Moment moment={v.moment} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
