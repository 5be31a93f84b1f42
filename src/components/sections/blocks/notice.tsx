import { Button } from '@/components/ui/button';
import { Waveform } from '@/components/ui/waveform';
import { cn } from '@/lib/cn';
import { resolveHref } from '@/lib/href';

import { ActionButton, StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * A one-paragraph panel with an optional button; tone 'soon' tints it for "coming soon". Tone 'promise' is a pledge
 * made out loud: a panel in the page's tint across the row, the words at display size in the body face (a long pledge
 * reads badly in the spoken face on a phone) set wide enough to fill it, so the panel has no empty right part.
 */
export function NoticeBlock({ block, heading }: BlockProps<'notice'>) {
  if (block.tone === 'promise')
    return (
      <StackedBlock heading={heading} action={block.action}>
        <figure className="rounded-3xl bg-tint-50 p-8 text-ink-950 ring-1 ring-tint-200 md:p-12 lg:px-16 lg:py-14">
          <Waveform className="text-tint-600" bars={16} />
          <blockquote className="mt-6 max-w-5xl text-xl leading-snug font-semibold tracking-tight text-pretty md:text-2xl lg:text-[2rem] lg:leading-[1.3]">
            “{block.body}”
          </blockquote>
          {block.cta && (
            <div className="mt-8">
              <Button href={resolveHref(block.cta.href)} arrow>
                {block.cta.label}
              </Button>
            </div>
          )}
        </figure>
      </StackedBlock>
    );
  // The panel's button: its own call to action, else the block's action (a link out, such as the community site), so
  // a one-line notice and its one action share a row.
  const inline = !block.cta && block.action;
  return (
    <StackedBlock heading={heading} action={inline ? undefined : block.action}>
      <div
        className={cn(
          'flex flex-col gap-6 rounded-3xl border p-8 md:flex-row md:items-center md:justify-between md:p-10',
          // Without a button, the panel is as wide as its text, not a full-width box with an empty half.
          !block.cta && !inline && 'max-w-3xl',
          // The page's tint (cool outside a tinted page: globals.css).
          block.tone === 'soon' ? 'border-tint-600/30 bg-tint-100' : 'border-line bg-white',
        )}
      >
        <p className="max-w-2xl text-lead">{block.body}</p>
        {block.cta && (
          <Button href={resolveHref(block.cta.href)} arrow>
            {block.cta.label}
          </Button>
        )}
        {inline && (
          <div className="shrink-0">
            <ActionButton action={inline} />
          </div>
        )}
      </div>
    </StackedBlock>
  );
}
