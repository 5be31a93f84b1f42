import { headingText } from '@/components/ui/heading-text';
import { Waveform } from '@/components/ui/waveform';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Value = BlockProps<'values'>['block']['items'][number];
type Said = NonNullable<Value['moment']>;

const isMentor = (m: Said) => /pocket mentor/i.test(m.speaker);

/** One value: its number in the spoken face, title, description and emphasis line. */
function ValueText({ v, i }: { v: Value; i: number }) {
  return (
    <div data-value="">
      <p aria-hidden="true" className="font-spoken text-2xl leading-none font-semibold text-tint-600">
        {ordinal(i)}
      </p>
      <h3 className="mt-4 text-h3 font-semibold text-balance text-ink-950">
        <span className="sr-only">{i + 1}. </span>
        {headingText(v.title)}
      </h3>
      <p className="mt-2">{v.description}</p>
      <p className="mt-4 border-l-2 border-tint-600 pl-3 font-semibold text-ink-950">{v.emphasis}</p>
    </div>
  );
}

/**
 * The call where a pair of values is heard: each value's line as one turn of the same call, in the spoken face (the
 * caller's in the tint, the mentor's on ink), under a label naming the two values it shows.
 */
function PairCall({ said, label }: { said: Said[]; label: string }) {
  return (
    <figure className="flex flex-col gap-3 rounded-3xl bg-white p-5 ring-1 ring-line md:p-6">
      <figcaption className="flex items-center justify-between gap-4 font-spoken text-xs tracking-wide text-muted uppercase">
        {label}
        <Waveform className="text-tint-600" bars={10} />
      </figcaption>
      {said.map((m) => (
        <blockquote
          key={m.text}
          className={cn(
            'rounded-2xl px-4 py-3',
            isMentor(m)
              ? 'on-dark ml-4 rounded-br-sm bg-ink-950 text-white md:ml-6'
              : 'mr-4 rounded-bl-sm bg-tint-50 text-ink-950 ring-1 ring-tint-200 md:mr-6',
          )}
        >
          <p
            className={cn(
              'font-spoken text-xs tracking-wide uppercase',
              isMentor(m) ? 'text-cool-300' : 'text-tint-700',
            )}
          >
            {m.speaker}
          </p>
          <p className="mt-1 font-spoken text-[0.9375rem] leading-snug font-medium tracking-tight md:text-base">
            “{m.text}”
          </p>
        </blockquote>
      ))}
    </figure>
  );
}

/**
 * Numbered values in pairs: two values side by side and, beside them, one call where both are heard (each value's
 * moment a turn of it). A pair shares a top rule; from lg the pair's three columns start on one line.
 */
export function ValuesBlock({ block, heading }: BlockProps<'values'>) {
  const pairs = block.items.flatMap((_, i, all) => (i % 2 === 0 ? [all.slice(i, i + 2)] : []));
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-12 md:gap-16">
        {pairs.map((pair, p) => {
          const said = pair.flatMap((v) => (v.moment ? [v.moment] : []));
          const first = p * 2;
          return (
            <li
              key={pair[0]!.title}
              className="grid gap-x-10 gap-y-8 border-t border-line pt-8 md:grid-cols-2 md:pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.15fr)]"
            >
              {pair.map((v, k) => (
                <ValueText key={v.title} v={v} i={first + k} />
              ))}
              {said.length > 0 && (
                <div className="md:col-span-2 lg:col-span-1">
                  <PairCall said={said} label={pair.map((_, k) => ordinal(first + k)).join(' + ')} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </StackedBlock>
  );
}
