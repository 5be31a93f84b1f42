import { Waveform } from '@/components/ui/waveform';
import { cn } from '@/lib/cn';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Quote = BlockProps<'quotes'>['block']['items'][number];

/** Who said it: the number and field in the spoken face, the role, a waveform for the voice. */
function Said({ q, i, dark }: { q: Quote; i: number; dark?: boolean }) {
  return (
    <figcaption className="flex items-center gap-4 text-sm">
      <Waveform className={dark ? 'shrink-0 text-cool-300' : 'shrink-0 text-tint-600'} bars={10} />
      <span>
        <span
          aria-hidden="true"
          className={`block font-spoken text-xs font-semibold tracking-wide ${dark ? 'text-cool-300' : 'text-tint-700'}`}
        >
          {String(i + 1).padStart(2, '0')} · {q.category}
        </span>
        <span className={`block font-semibold ${dark ? 'text-white' : 'text-ink-950'}`}>{q.attribution}</span>
      </span>
    </figcaption>
  );
}

/** The call behind a quote: what this leader's people ask the number, a caller's bubble in the spoken face. */
function Heard({ q, dark }: { q: Quote; dark?: boolean }) {
  if (!q.heard) return null;
  return (
    <p
      className={`max-w-xl justify-self-start rounded-2xl rounded-bl-md px-4 py-3 font-spoken text-sm leading-snug ${dark ? 'bg-white/10 text-white' : 'bg-tint-50 text-ink-900 ring-1 ring-tint-200'}`}
    >
      <span className={`mb-1 block text-xs tracking-wide uppercase ${dark ? 'text-cool-300' : 'text-tint-700'}`}>
        {q.heard.speaker}
      </span>
      “{q.heard.text}”
    </p>
  );
}

/**
 * Testimonials as spoken quotes, the words in the spoken face like captions: the first one at display size on an
 * ink panel across the width, the others in two columns; each opens with the call behind it (what that leader's
 * people ask the number), then the words, then who said them.
 */
export function QuotesBlock({ block, heading }: BlockProps<'quotes'>) {
  const [first, ...rest] = block.items;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-6 md:grid-cols-2">
        {first && (
          <li className="md:col-span-2">
            <figure className="grid gap-8 rounded-3xl bg-ink-950 p-8 text-white md:p-12">
              <Heard q={first} dark />
              <blockquote className="max-w-4xl font-spoken text-2xl leading-snug font-medium tracking-tight md:text-[2rem]">
                “{first.quote}”
              </blockquote>
              <Said q={first} i={0} dark />
            </figure>
          </li>
        )}
        {rest.map((q, i) => (
          // The cards of a row share three rows of the list's grid (the call behind it, the quote, who said it), so
          // each quote starts level with its neighbour's whatever the call's length.
          <li
            key={q.quote}
            className={cn(
              'md:row-span-3 md:grid md:grid-rows-subgrid',
              rest.length % 2 === 1 && i === rest.length - 1 && 'md:col-span-2',
            )}
          >
            <figure className="flex h-full flex-col justify-between gap-6 rounded-3xl border border-line bg-white p-7 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-6 md:p-9">
              <Heard q={q} />
              <blockquote className="font-spoken text-lg leading-snug font-medium tracking-tight text-ink-950 md:text-xl">
                “{q.quote}”
              </blockquote>
              <Said q={q} i={i + 1} />
            </figure>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
