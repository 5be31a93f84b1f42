import { Checklist } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { ordinal } from '@/lib/format';

import type { BlockProps } from './types';

type Moment = BlockProps<'moments'>['block']['items'][number];

/** Who speaks, over the words, in the spoken face. */
const Speaker = ({ m, className }: { m: Moment; className: string }) => (
  <p className={`font-spoken text-xs font-semibold tracking-wide uppercase ${className}`}>{m.line.speaker}</p>
);

/**
 * Moments as timed captions: each the line said, at display size in the spoken face, with its number and who says
 * it; beside it (from md) the reason it stands for, its heading and paragraph. Ruled rows, no boxes.
 */
export function MomentCaptions({ block }: { block: BlockProps<'moments'>['block'] }) {
  return (
    <ol className="mt-10 border-b border-line md:mt-14">
      {block.items.map((m, i) => (
        <li
          key={m.label}
          data-moment=""
          className="grid gap-x-14 gap-y-4 border-t border-line py-8 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] md:py-12"
        >
          <figure>
            <Speaker m={m} className="text-tint-700" />
            <blockquote className="mt-3 font-spoken text-2xl leading-tight font-medium tracking-tight text-balance text-ink-950 md:text-[2rem]">
              “{m.line.text}”
            </blockquote>
          </figure>
          <div className="md:pt-7">
            <p className="font-spoken text-xs font-semibold tracking-wide text-body uppercase">
              {ordinal(i)} · {m.label}
            </p>
            <h3 className="mt-1.5 text-h3 font-semibold text-ink-950">{headingText(m.heading)}</h3>
            <p className="mt-2">{m.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * Moments as cards, two a row: each led by the line said on an ink band (who says it, the words in the spoken face),
 * then its label, heading, paragraph and points. The two parts are subgrid rows, so the texts of a row start level.
 */
export function MomentCards({ block }: { block: BlockProps<'moments'>['block'] }) {
  return (
    <GridList
      items={block.items}
      cols={{ md: 2 }}
      rows={2}
      keyOf={(m) => m.label}
      className="mt-10 md:mt-14"
      itemClassName="overflow-hidden rounded-3xl border border-line bg-white"
    >
      {(m) => (
        <div data-moment="">
          <blockquote className="on-dark bg-ink-950 px-6 py-5 text-white md:px-8 md:py-6">
            <Speaker m={m} className="text-cool-300" />
            <p className="mt-2 font-spoken text-lg leading-snug font-medium tracking-tight md:text-xl">
              “{m.line.text}”
            </p>
          </blockquote>
          <div className="px-6 pt-5 pb-7 md:px-8 md:pb-8">
            <p className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">{m.label}</p>
            <h3 className="mt-1.5 text-h3 font-semibold text-ink-950">{headingText(m.heading)}</h3>
            <p className="mt-2">{m.body}</p>
            {m.points && <Checklist items={m.points} className="mt-4 text-[0.9375rem]" />}
          </div>
        </div>
      )}
    </GridList>
  );
}
