import { Icon } from '@/components/ui/icon';
import { SceneImage } from '@/components/ui/scene-image';
import { Waveform } from '@/components/ui/waveform';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Quote = BlockProps<'quotes'>['block']['items'][number];

/** Who said it, down the row's left edge: the number in the spoken face, the field, the role. */
function Who({ q, i }: { q: Quote; i: number }) {
  return (
    <figcaption className="flex items-start gap-4 lg:flex-col lg:gap-5">
      <span
        aria-hidden="true"
        className="font-spoken text-4xl leading-none font-medium tracking-tight text-tint-600 lg:text-5xl"
      >
        {String(i + 1).padStart(2, '0')}
      </span>
      <span className="grid gap-1">
        <span className="flex items-center gap-2 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
          {q.icon && <Icon name={q.icon} className="size-4" />}
          {q.category}
        </span>
        <span className="font-semibold text-ink-950">{q.attribution}</span>
      </span>
    </figcaption>
  );
}

/** The call behind a quote, as a timed caption: what this leader's people ask the number, in the spoken face. */
function Heard({ q }: { q: Quote }) {
  if (!q.heard) return null;
  return (
    <p className="flex max-w-2xl items-start gap-3 font-spoken text-sm leading-snug text-ink-800">
      <Waveform className="mt-0.5 h-5 shrink-0 text-tint-600" bars={7} />
      <span>
        <span className="mb-1 block text-xs tracking-wide text-tint-700 uppercase">{q.heard.speaker}</span>“
        {q.heard.text}”
      </span>
    </p>
  );
}

/**
 * The place this voice's people call from: its industry's drawn scene, in that industry's tint (decorative). Full
 * width on phones; from tablet it takes its own column beside the words, so it never sits half-width in a gap.
 */
function Place({ q }: { q: Quote }) {
  if (!q.industry) return null;
  return (
    <div
      data-tint={q.industry.id}
      className="w-full self-start overflow-hidden rounded-2xl bg-tint-50 ring-1 ring-tint-200/70 md:col-start-2 md:row-span-2 md:row-start-1 lg:col-start-3 lg:row-span-1"
    >
      <SceneImage src={industryScene(q.industry.id)} className="w-full" />
    </div>
  );
}

/**
 * Testimonials as spoken quotes, set like a transcript rather than a wall of cards: one ruled row per voice, who
 * speaks down the left, then the call behind it (what that leader's people ask the number) as a caption and the
 * leader's words at display size in the spoken face, and, when the voice names its industry, the place its people
 * call from on the right. The first row's words are the largest.
 */
export function QuotesBlock({ block, heading }: BlockProps<'quotes'>) {
  const places = block.items.some((q) => q.industry);
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="border-b border-line">
        {block.items.map((q, i) => (
          <li key={q.quote} className="border-t border-line py-10 md:py-12">
            <figure
              className={cn(
                'grid gap-6 lg:gap-12',
                places
                  ? 'md:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-[13rem_minmax(0,1fr)_14rem]'
                  : 'lg:grid-cols-[15rem_minmax(0,1fr)]',
              )}
            >
              <Who q={q} i={i} />
              <div className="grid content-start gap-5">
                <Heard q={q} />
                <blockquote
                  className={cn(
                    'max-w-[46ch] font-spoken leading-snug font-medium tracking-tight text-ink-950',
                    i === 0 ? 'text-2xl md:text-[2rem] md:leading-tight' : 'text-xl md:text-[1.625rem]',
                  )}
                >
                  “{q.quote}”
                </blockquote>
              </div>
              <Place q={q} />
            </figure>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
