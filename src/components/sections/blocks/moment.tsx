import { InterviewFlow } from '@/components/sections/proof/interview-flow';
import { MomentExhibit } from '@/components/sections/proof/moments';
import { cn } from '@/lib/cn';

import type { BlockProps } from './types';

/**
 * One moment of a call as a page's section: the heading and its paragraph, then the caption (the caller's words or
 * the mentor's next step) in the spoken face at display size, like a timed caption; beside it, from lg, what shows
 * the moment (a transcript excerpt, a text thread or a reviewer's correction). An interview that carries the call its
 * card makes is drawn wide instead: the interview, the card and the call side by side (InterviewFlow).
 */
export function MomentBlock({ block, heading }: BlockProps<'moment'>) {
  const e = block.exhibit;
  // A correction that answers the caption carries it at its top (`asked`), not beside it.
  const onCard = e.kind === 'correction' && e.asked;
  const caption = (
    <p
      className={cn(
        onCard ? 'text-lg md:text-xl' : 'mt-8 text-xl md:text-2xl',
        'border-l-4 pl-4 font-spoken leading-snug font-medium tracking-tight text-ink-950',
        block.caption.speaker === 'caller' ? 'border-ink-950' : 'border-cool-600',
      )}
    >
      <span className="block text-xs font-normal tracking-wide text-muted uppercase">
        {block.speakers[block.caption.speaker]}
      </span>
      <span className="block">“{block.caption.text}”</span>
    </p>
  );
  // An interview with the call its card makes: the heading and caption side by side, the three stages across below.
  if (e.kind === 'interview' && e.heard)
    return (
      <div data-moment="">
        <div className="grid gap-x-16 lg:grid-cols-2 lg:items-center">
          {heading}
          <div>{caption}</div>
        </div>
        <div className="mt-12 lg:mt-16">
          <InterviewFlow exhibit={{ ...e, heard: e.heard }} speakers={block.speakers} />
        </div>
      </div>
    );
  return (
    <div data-moment="" className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div>
        {heading}
        {!onCard && caption}
      </div>
      {/* The exhibit carries its own frame (the transcript's turns, the phone, the corrected page): none around it. */}
      <div className="mx-auto w-full max-w-xl">
        <MomentExhibit exhibit={block.exhibit} speakers={block.speakers} question={onCard ? caption : undefined} />
      </div>
    </div>
  );
}
