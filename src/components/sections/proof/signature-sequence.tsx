import { Section, SectionHeading } from '@/components/ui/section';
import { SmsThread } from '@/components/ui/sms-thread';
import { cn } from '@/lib/cn';
import type { Sequence } from '@/schemas/moments';

import { Transcript } from './transcript';

const lineKinds = {
  step: 'bg-ink-950 text-white',
  branch: 'bg-cool-100 text-ink-900',
  stop: 'bg-signal-500 text-ink-950',
};

/**
 * The home page's signature sequence: a procedure page (left, sticky from lg) and the call that speaks it (right):
 * the caller's question as a caption at display size, the mentor's steps, "that didn't work" and the branch, the
 * stop-and-escalate, then the text that follows the call up. A still diagram by default; with motion allowed and
 * scripting on, each turn rises in as it scrolls into view and lights the procedure line it speaks (CSS
 * scroll-driven animation in globals.css, no JavaScript).
 */
export function SignatureSequence({ content: c, id }: { content: Sequence; id: string }) {
  const [first, ...rest] = c.call.turns;
  // The turn (1-based) that first speaks each procedure line: the line lights up on that turn's view timeline.
  if (!first) return null;
  const speaker = (line: number) => c.call.turns.findIndex((t) => t.line === line) + 1;
  return (
    <Section labelledBy={id} className="seq py-7 md:py-24" tone="white">
      <SectionHeading id={id} eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-5 lg:mt-14 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-14">
        <figure
          data-sequence-document=""
          className="min-w-0 self-start rounded-2xl border border-line bg-white p-4 shadow-card sm:p-7 lg:sticky lg:top-28"
        >
          <figcaption>
            <span className="block font-spoken text-xs tracking-wide text-muted uppercase">{c.document.label}</span>
            <span className="mt-1 block font-bold text-ink-950 sm:text-lg">{c.document.title}</span>
          </figcaption>
          {/* On a phone the page's lines run sideways (one short card each) so the call below stays near; a list from sm. */}
          <ol
            // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-label={c.document.title}
            className="relative -mx-4 mt-2 flex snap-x snap-mandatory scroll-px-4 gap-2 overflow-x-auto border-t border-line px-4 pt-3 pb-1 sm:mx-0 sm:mt-5 sm:grid sm:gap-1 sm:overflow-visible sm:px-0 sm:pt-4 sm:pb-0"
          >
            {c.document.lines.map((l, i) => {
              const by = speaker(i + 1);
              return (
                <li
                  key={l.text}
                  className={cn(
                    'seq-line flex w-[70%] shrink-0 snap-start flex-col gap-1.5 rounded-lg border border-line px-2.5 py-2 text-sm sm:w-auto sm:flex-row sm:gap-3 sm:border-0 sm:px-2 sm:text-[0.9375rem]',
                    by > 0 && `seq-l${by}`,
                  )}
                >
                  <span
                    className={cn(
                      'mt-0.5 h-fit w-fit min-w-12 shrink-0 rounded-md px-1.5 py-0.5 text-center font-spoken text-xs font-semibold',
                      lineKinds[l.kind],
                    )}
                  >
                    {l.label}
                  </span>
                  <span className={l.kind === 'stop' ? 'font-semibold text-ink-950' : 'text-ink-900'}>{l.text}</span>
                </li>
              );
            })}
          </ol>
        </figure>
        <div>
          <h3 className="sr-only">{c.call.label}</h3>
          <p
            data-caption=""
            className="seq-turn seq-t1 font-spoken text-[1.375rem] leading-snug font-medium tracking-tight text-ink-950 sm:text-[1.75rem]"
          >
            <span className="block text-xs font-normal tracking-wide text-muted uppercase">
              {first.time} · {c.call.speakers[first.speaker]}
            </span>
            <span className="mt-2 block">“{first.text}”</span>
          </p>
          <Transcript
            turns={rest}
            speakers={c.call.speakers}
            className="mt-4 sm:mt-6"
            turnClass={(i) => `seq-turn seq-t${i + 2}`}
          />
          <div className="seq-turn mt-5 grid sm:mt-8 items-center gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:gap-6">
            <h3 className="font-spoken text-sm font-semibold tracking-wide text-cool-700 uppercase">
              {c.followUp.heading}
            </h3>
            <SmsThread from={c.followUp.sms.from} messages={c.followUp.sms.messages} className="max-w-none" compact />
          </div>
        </div>
      </div>
    </Section>
  );
}
