import type { ReactNode } from 'react';

import { Section, SectionHeading } from '@/components/ui/section';
import { SmsThread } from '@/components/ui/sms-thread';
import { cn } from '@/lib/cn';
import type { MomentExhibit as MomentExhibitContent, Moments as MomentsContent } from '@/schemas/moments';

import { ProcedureCard } from './procedure-card';
import { Transcript } from './transcript';

/** A reviewer's correction to the source document: the line as it was (struck through) and as it now reads. */
function Correction({
  exhibit: e,
  question,
}: {
  exhibit: Extract<MomentExhibitContent, { kind: 'correction' }>;
  /** The question the corrected line answers, at the card's top (a moment's caption, `asked`). */
  question?: ReactNode;
}) {
  const card = 'rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6';
  const corrected = (
    <>
      <figcaption className="font-spoken text-xs tracking-wide text-muted uppercase">{e.title}</figcaption>
      <p className="mt-3 rounded-lg bg-signal-500/10 px-3 py-2 text-[0.9375rem] text-ink-700">
        <del className="decoration-signal-600 decoration-2">{e.before}</del>
      </p>
      <p className="mt-2 rounded-lg bg-cool-50 px-3 py-2 text-[0.9375rem] font-medium text-ink-950">
        <ins className="no-underline">{e.after}</ins>
      </p>
      <p className="mt-3 font-spoken text-xs tracking-wide text-cool-700 uppercase">✓ {e.note}</p>
    </>
  );
  // With a question on top the card holds it and the figure (a figure's caption must open or close it).
  if (!question) return <figure className={card}>{corrected}</figure>;
  return (
    <div className={card}>
      <div className="mb-5 border-b border-line pb-5">{question}</div>
      <figure>{corrected}</figure>
    </div>
  );
}

/**
 * A procedure's sign-off log: each step as a reviewer heard it on a test call, who heard it and what they did (a
 * step corrected at its source marked in the accent), then the rule for going live.
 */
function SignOff({ exhibit: e }: { exhibit: Extract<MomentExhibitContent, { kind: 'signoff' }> }) {
  return (
    <figure data-signoff="" className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <figcaption className="font-spoken text-xs tracking-wide text-muted uppercase">{e.title}</figcaption>
      <ol className="mt-3 divide-y divide-line border-y border-line">
        {e.lines.map((l, i) => (
          <li key={l.step} className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-2 gap-y-1 py-3">
            <span className="font-spoken text-sm font-semibold text-cool-700">{i + 1}</span>
            <p className="text-[0.9375rem] font-medium text-ink-950">{l.step}</p>
            <p className="col-start-2 flex flex-wrap items-center gap-x-2 gap-y-1 font-spoken text-xs tracking-wide uppercase">
              <span className="text-muted">{l.by}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5',
                  l.changed ? 'on-dark bg-ink-950 text-white' : 'bg-cool-50 text-cool-700',
                )}
              >
                {l.changed ? '✎' : '✓'} {l.status}
              </span>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-body">{e.note}</p>
    </figure>
  );
}

/** What shows a moment: its transcript excerpt, an interview and the card it becomes, its text thread, or the reviewer's correction. */
export function MomentExhibit({
  exhibit,
  speakers,
  question,
}: {
  exhibit: MomentExhibitContent;
  speakers: { caller: string; mentor: string };
  question?: ReactNode;
}) {
  if (exhibit.kind === 'transcript') return <Transcript turns={exhibit.turns} speakers={speakers} />;
  if (exhibit.kind === 'interview')
    return (
      // The expert's answers, then the card they become: one column, read top to bottom.
      <div data-interview="">
        <Transcript turns={exhibit.turns} speakers={speakers} />
        <p aria-hidden="true" className="my-3 text-center font-spoken text-xs tracking-wide text-cool-700 uppercase">
          ↓
        </p>
        <ProcedureCard {...exhibit.procedure} />
      </div>
    );
  if (exhibit.kind === 'sms')
    return <SmsThread from={exhibit.sms.from} messages={exhibit.sms.messages} className="mx-auto" />;
  if (exhibit.kind === 'signoff') return <SignOff exhibit={exhibit} />;
  return <Correction exhibit={exhibit} question={question} />;
}

/**
 * The Pocket Mentor page's call, moment by moment: each row a label, heading and paragraph beside the moment's
 * caption (the caller's words or the mentor's next step, in the spoken face at display size; optional) and its
 * exhibit (the turns around it, a text thread, or a reviewer's correction). Each sentence is shown once: the schema
 * refuses a caption repeated in its exhibit. Rows alternate sides from lg.
 */
export function Moments({ content: c, id }: { content: MomentsContent; id: string }) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
      <ol className="mt-8 grid gap-10 md:mt-16 md:gap-20">
        {c.items.map((m, i) => (
          <li key={m.label} data-moment="" className="grid items-center gap-6 lg:grid-cols-2 lg:gap-16">
            <div className={cn(i % 2 === 1 && 'lg:order-2')}>
              <p className="font-spoken text-xs font-semibold tracking-wide text-signal-700 uppercase">
                0{i + 1} · {m.label}
              </p>
              <h3 className="mt-2 text-h3 font-semibold text-ink-950">{m.heading}</h3>
              <p className="mt-2">{m.body}</p>
              {m.caption && (
                <p
                  className={cn(
                    'mt-6 border-l-4 pl-4 font-spoken text-lg leading-snug font-medium tracking-tight text-ink-950 md:text-xl',
                    m.caption.speaker === 'caller' ? 'border-ink-950' : 'border-signal-500',
                  )}
                >
                  <span className="block text-xs font-normal tracking-wide text-muted uppercase">
                    {c.speakers[m.caption.speaker]}
                  </span>
                  “{m.caption.text}”
                </p>
              )}
            </div>
            <div className="rounded-3xl bg-tint-50 p-4 sm:p-8">
              <MomentExhibit exhibit={m.exhibit} speakers={c.speakers} />
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
