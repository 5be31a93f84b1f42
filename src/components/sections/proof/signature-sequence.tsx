import type { ReactNode } from 'react';

import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { SmsThread } from '@/components/ui/sms-thread';
import { cn } from '@/lib/cn';
import type { Sequence } from '@/schemas/moments';

import { ProcedureLine } from './procedure-card';
import { Transcript } from './transcript';

/**
 * The home page's signature sequence: a procedure page (left from lg) and the call that speaks it (right): the
 * caller's question as a caption at display size, the mentor's steps, "that didn't work" and the branch, the
 * stop-and-escalate; then the text that follows the call up (under the procedure from lg, after the call on
 * narrower screens). The procedure's
 * lines are a list at every width (no sideways row on a phone: they are short). A still diagram by default; with
 * motion allowed and scripting on, each turn rises in as it scrolls into view and lights the procedure line it
 * speaks (CSS scroll-driven animation in globals.css, no JavaScript).
 */
export function SignatureSequence({
  content: c,
  id,
  tone = 'white',
  side = 'left',
  anchor,
  aside,
}: {
  content: Sequence;
  id: string;
  /** The section's own id, when a link points at it (home's "See how it works"). */
  anchor?: string;
  /** Beside the heading from lg, under it on narrower screens (home's three steps to a live number). */
  aside?: ReactNode;
  /** On a wide screen, the procedure's column: left (home's) or right of the call. */
  side?: 'left' | 'right';
  /** The band's tone (white unless the page's bands alternate around it). */
  tone?: Tone;
}) {
  const [first, ...rest] = c.call.turns;
  // The turn (1-based) that first speaks each procedure line: the line lights up on that turn's view timeline.
  if (!first) return null;
  const speaker = (line: number) => c.call.turns.findIndex((t) => t.line === line) + 1;
  return (
    <Section id={anchor} labelledBy={id} className="seq py-7 md:py-24" tone={tone}>
      {aside ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-end lg:gap-16">
          <SectionHeading id={id} eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
          {aside}
        </div>
      ) : (
        <SectionHeading id={id} eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
      )}
      <div
        className={cn(
          'mt-6 grid grid-cols-[minmax(0,1fr)] gap-5 lg:mt-14 lg:gap-14',
          side === 'right'
            ? 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)]'
            : 'lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]',
        )}
      >
        <div className={cn('contents lg:grid lg:content-start lg:gap-10', side === 'right' && 'lg:order-last')}>
          <figure
            data-sequence-document=""
            className="min-w-0 self-start rounded-2xl border border-line bg-white p-4 shadow-card sm:p-7"
          >
            <figcaption>
              <span className="block font-spoken text-xs tracking-wide text-muted uppercase">{c.document.label}</span>
              <span className="mt-1 block font-bold text-ink-950 sm:text-lg">{c.document.title}</span>
            </figcaption>
            <ol className="mt-2 grid gap-1 border-t border-line pt-3 sm:mt-5 sm:pt-4">
              {c.document.lines.map((l, i) => {
                const by = speaker(i + 1);
                return (
                  <li
                    key={l.text}
                    className={cn(
                      'seq-line flex gap-3 rounded-lg px-1.5 py-1.5 text-sm sm:px-2 sm:py-2 sm:text-[0.9375rem]',
                      by > 0 && `seq-l${by}`,
                    )}
                  >
                    <ProcedureLine line={l} />
                  </li>
                );
              })}
            </ol>
          </figure>
          {/* The text that follows the call up stands under the procedure it records (from lg the left column, so
              neither column runs empty beside the other); on narrower screens it follows the call. */}
          <div className="seq-turn order-last lg:order-none">
            <h3 className="font-spoken text-sm font-semibold tracking-wide text-cool-700 uppercase">
              {c.followUp.heading}
            </h3>
            <SmsThread
              from={c.followUp.sms.from}
              messages={c.followUp.sms.messages}
              className="mt-3 max-w-md"
              compact
            />
          </div>
        </div>
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
        </div>
      </div>
    </Section>
  );
}
