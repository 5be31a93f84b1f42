import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';

import { MomentCaptions, MomentCards } from './moments-layouts';
import type { BlockProps } from './types';

/**
 * Moments of a call or a check-in, down a dashed line: each its number and label in the spoken face, its heading and
 * paragraph (and its optional points), and beside them (from md) the line said at that moment at display size in the
 * spoken face, with who says it. `layout` draws them as captions or cards instead (moments-layouts.tsx).
 */
export function MomentsBlock({ block, heading }: BlockProps<'moments'>) {
  if (block.layout)
    return (
      <>
        {heading}
        {block.layout === 'captions' ? <MomentCaptions block={block} /> : <MomentCards block={block} />}
      </>
    );
  // Points under a label (what a stage delivers) take a column of their own from lg, between the text and the line,
  // so a stage is one short row with no empty column; on tablets they sit under the text.
  const staged = Boolean(block.pointsLabel);
  return (
    <>
      {heading}
      <ol className="mt-10 grid border-l-2 border-dashed border-tint-200 md:mt-14">
        {block.items.map((m, i) => (
          <li
            key={m.label}
            data-moment=""
            className={cn(
              'relative grid gap-3 pb-10 pl-6 last:pb-0 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:gap-12 md:pl-10',
              staged && 'md:gap-y-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-x-8',
            )}
          >
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[0.4375rem] size-3 rounded-full bg-tint-600 ring-4 ring-tint-100"
            />
            <div>
              <p className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
                {ordinal(i)} · {m.label}
              </p>
              <h3 className="mt-1.5 text-h3 font-semibold text-ink-950">{headingText(m.heading)}</h3>
              <p className="mt-2">{m.body}</p>
              {m.points && !staged && <Checklist items={m.points} className="mt-4 text-[0.9375rem]" />}
            </div>
            {m.points && staged && (
              <div className="self-start rounded-xl bg-tint-50 p-4 ring-1 ring-tint-100 md:col-start-1 md:row-start-2 lg:col-start-2 lg:row-start-1">
                <p className="mb-3 font-spoken text-xs tracking-wide text-tint-700 uppercase">{block.pointsLabel}</p>
                <Checklist items={m.points} className="text-[0.9375rem]" />
              </div>
            )}
            {/* Staged (a service's stages): the line as a caption on the page, ruled in the tint, so a page of stages
                keeps its one dark moment for the call itself; otherwise on ink. */}
            <blockquote
              className={cn(
                'self-start',
                staged
                  ? 'border-l-2 border-tint-600 py-1 pl-5 md:col-start-2 md:row-span-2 md:row-start-1 lg:col-start-3 lg:row-span-1'
                  : 'rounded-2xl bg-ink-950 px-5 py-4 text-white md:px-6 md:py-5',
              )}
            >
              <p
                className={cn(
                  'font-spoken text-xs tracking-wide uppercase',
                  staged ? 'font-semibold text-tint-700' : 'text-cool-300',
                )}
              >
                {m.line.speaker}
              </p>
              <p
                className={cn(
                  'mt-1.5 font-spoken text-lg leading-snug font-medium tracking-tight md:text-xl',
                  staged && 'text-ink-950',
                )}
              >
                “{m.line.text}”
              </p>
            </blockquote>
          </li>
        ))}
      </ol>
    </>
  );
}
