/**
 * The product material, shared by the home, Pocket Mentor and CFO pages: a call shown as a procedure page
 * and the turns that speak it (the signature sequence), single moments of a call, and the pilot scorecard (what a
 * pilot measures and how each measure is read: no results).
 */
import { z } from 'astro/zod';

import { text } from './common';

/** One text message of a thread. */
const smsMessage = z.object({ who: z.enum(['staff', 'mentor']), text: text() }).strict();

/** A short SMS thread: who is texting, then the messages in order. */
const smsThread = z.object({ from: text(), messages: z.array(smsMessage).min(1) }).strict();

/** One line of a procedure page: a numbered step, the branch to take when a step does not work, or a stop rule. */
const procedureLine = z.object({ kind: z.enum(['step', 'branch', 'stop']), label: text(), text: text() }).strict();

/** What the transcript calls each side: e.g. "Caller" and "Pocket Mentor". */
export const speakers = z.object({ caller: text(), mentor: text() }).strict();

/** One turn of a call: a caption-style timestamp, who speaks, the words, and the procedure line it speaks (1-based). */
export const turn = z
  .object({
    time: text(),
    speaker: z.enum(['caller', 'mentor']),
    text: text(),
    line: z.number().int().min(1).optional(),
    /** A marker on the turn: "Branch", "Escalated"… */
    tag: text().optional(),
  })
  .strict();

/** The home page's signature sequence: a procedure page breaking into spoken steps, a branch, an escalation. */
export const sequenceSchema = z
  .object({
    eyebrow: text(),
    heading: text(),
    intro: text(),
    /** The procedure page: its kind (e.g. "Your procedure"), title and lines. */
    document: z.object({ label: text(), title: text(), lines: z.array(procedureLine).min(2).max(6) }).strict(),
    /** The call, at most six turns (one view timeline each, globals.css). */
    call: z.object({ label: text(), speakers, turns: z.array(turn).min(2).max(6) }).strict(),
    /** After the call: the text that follows it up. */
    followUp: z.object({ heading: text(), sms: smsThread }).strict(),
  })
  .strict();

/** What a pilot measures: each measure, what it counts and how it is read. No results. */
export const scorecardSchema = z
  .object({
    eyebrow: text(),
    heading: text(),
    intro: text(),
    /** Column headings: measure, what it counts, how it is read. */
    columns: z.tuple([text(), text(), text()]),
    measures: z.array(z.object({ name: text(), counts: text(), read: text() }).strict()).min(2),
    /** Under the measures (optional: the intro may already say that there are no results yet). */
    note: text().optional(),
  })
  .strict();

/** The caption of a moment, at display size: the caller's words or the mentor's next step. */
export const momentCaption = z.object({ speaker: z.enum(['caller', 'mentor']), text: text() }).strict();

/** What shows a moment: a transcript excerpt, a text thread, or a reviewer correcting a line of the source. */
export const momentExhibit = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('transcript'),
      turns: z.array(turn).min(1),
    })
    .strict(),
  z.object({ kind: z.literal('sms'), sms: smsThread }).strict(),
  z
    .object({
      kind: z.literal('correction'),
      /** The source document's title, the line as it was, the reviewer's correction, and the note. */
      title: text(),
      before: text(),
      after: text(),
      note: text(),
    })
    .strict(),
]);

/** Words compared without case, punctuation or spacing. */
const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Whether two lines say the same thing: equal, or one holds the other (ignoring case and punctuation). */
const repeats = (a: string, b: string) => {
  const x = bare(a);
  const y = bare(b);
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
};

type ExhibitData =
  | { kind: 'transcript'; turns: { text: string }[] }
  | { kind: 'sms'; sms: { messages: { text: string }[] } }
  | { kind: 'correction'; before: string; after: string };

/** Every line an exhibit prints. */
const exhibitLines = (e: ExhibitData) =>
  e.kind === 'transcript'
    ? e.turns.map((t) => t.text)
    : e.kind === 'sms'
      ? e.sms.messages.map((m) => m.text)
      : [e.before, e.after];

/** One moment of a call on the Pocket Mentor page: a caption, a paragraph, and the exhibit that shows it. */
const moment = z
  .object({
    label: text(),
    heading: text(),
    body: text(),
    /**
     * The caption at display size: the caller's words or the mentor's next step. Optional (a text thread or a
     * correction can be the moment on its own); never repeated in the exhibit beside it.
     */
    caption: momentCaption.optional(),
    exhibit: momentExhibit,
  })
  .strict()
  .superRefine((m, ctx) => {
    if (!m.caption) return;
    const said = exhibitLines(m.exhibit).find((l) => repeats(l, m.caption!.text));
    if (said)
      ctx.addIssue({
        code: 'custom',
        path: ['caption', 'text'],
        message: `repeats a line of the exhibit beside it (“${said}”): show the sentence once, in the caption or in the exhibit`,
      });
  });

export const momentsSchema = z
  .object({ eyebrow: text(), heading: text(), intro: text(), speakers, items: z.array(moment).min(4).max(6) })
  .strict();

export type Sequence = z.infer<typeof sequenceSchema>;
export type Scorecard = z.infer<typeof scorecardSchema>;
export type Moments = z.infer<typeof momentsSchema>;
export type Turn = z.infer<typeof turn>;
export type MomentExhibit = z.infer<typeof momentExhibit>;
