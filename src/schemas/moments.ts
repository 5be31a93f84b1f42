/**
 * The product material, shared by the home, Pocket Mentor and CFO pages: a call shown as a procedure page
 * and the turns that speak it (the signature sequence), single moments of a call, and the pilot scorecard (what a
 * pilot measures and how each measure is read: no results).
 */
import { z } from 'astro/zod';

import { text } from './common';

/** One text message of a thread. */
const smsMessage = z
  .object({
    who: z.enum(['staff', 'mentor']).describe('Who|Who it is for.'),
    text: text().describe('Text|The words shown.'),
  })
  .strict();

/** A short SMS thread: who is texting, then the messages in order. */
const smsThread = z
  .object({
    from: text().describe('From|Who it is from.'),
    messages: z.array(smsMessage).min(1).describe('Messages|The messages, in order.'),
  })
  .strict();

/** One line of a procedure page: a numbered step, the branch to take when a step does not work, or a stop rule. */
const procedureLine = z
  .object({
    kind: z.enum(['step', 'branch', 'stop']).describe('Kind|What kind of item this is.'),
    label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    text: text().describe('Text|The words shown.'),
  })
  .strict();

/** What the transcript calls each side: e.g. "Caller" and "Pocket Mentor". */
export const speakers = z
  .object({
    caller: text().describe('Who calls|The caller’s role, e.g. “Night-shift nurse”.'),
    mentor: text().describe('Mentor|What the mentor says.'),
  })
  .strict();

/** One turn of a call: a caption-style timestamp, who speaks, the words, and the procedure line it speaks (1-based). */
export const turn = z
  .object({
    time: text().describe('Time|When it happens, e.g. “10:00 am ET”.'),
    speaker: z.enum(['caller', 'mentor']).describe('Who speaks|The caller or the mentor.'),
    text: text().describe('Text|The words shown.'),
    line: z.number().int().min(1).optional().describe('Line|One line of text.'),
    /** A marker on the turn: "Branch", "Escalated"… */
    tag: text().optional().describe('Topic|One word or two.'),
  })
  .strict();

/** The home page's signature sequence: a procedure page breaking into spoken steps, a branch, an escalation. */
export const sequenceSchema = z
  .object({
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    heading: text().describe('Heading|The section’s heading.'),
    intro: text().describe('Introduction|A sentence or two under the heading.'),
    /** The procedure page: its kind (e.g. "Your procedure"), title and lines. */
    document: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        title: text().describe('Title|The heading people read first.'),
        lines: z.array(procedureLine).min(2).max(6).describe('Lines|What is said, one line per entry.'),
      })
      .strict()
      .describe('Document|The illustrative document.'),
    /** The call, at most six turns (one view timeline each, globals.css). */
    call: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        speakers: speakers.describe('Speakers|Who speaks, in order.'),
        turns: z.array(turn).min(2).max(6).describe('Turns|Who speaks and what they say, in order.'),
      })
      .strict()
      .describe('Sample call|Who calls and what is said, in order.'),
    /** After the call: the text that follows it up. */
    followUp: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        sms: smsThread.describe('Text message|The text message shown.'),
      })
      .strict()
      .describe('Follow-up|What happens next.'),
  })
  .strict();

/** What a pilot measures: each measure, what it counts and how it is read. No results. */
export const scorecardSchema = z
  .object({
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    heading: text().describe('Heading|The section’s heading.'),
    intro: text().describe('Introduction|A sentence or two under the heading.'),
    /** Column headings: measure, what it counts, how it is read. */
    columns: z.tuple([text(), text(), text()]).describe('Columns|The columns of the table, in order.'),
    measures: z
      .array(
        z
          .object({
            name: text().describe('Name|As people should read it.'),
            counts: text().describe('Counts|The figures counted.'),
            read: text().describe('Reading|How it reads.'),
          })
          .strict(),
      )
      .min(2)
      .describe('Measures|What is measured, one per entry.'),
    /** Under the measures (optional: the intro may already say that there are no results yet). */
    note: text().optional().describe('Note|A short note shown with it.'),
  })
  .strict();

/** The caption of a moment, at display size: the caller's words or the mentor's next step. */
export const momentCaption = z
  .object({
    speaker: z.enum(['caller', 'mentor']).describe('Who speaks|The caller or the mentor.'),
    text: text().describe('Text|The words shown.'),
  })
  .strict();

/**
 * What shows a moment: a transcript excerpt, a text thread, a reviewer correcting a line of the source, or the
 * reviewers' sign-off log of a procedure before go-live.
 */
export const momentExhibit = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('transcript').describe('Kind|What kind of item this is.'),
      turns: z.array(turn).min(1).describe('Turns|Who speaks and what they say, in order.'),
    })
    .strict()
    .describe('Transcript|What is said, in order.'),
  z
    .object({
      kind: z.literal('sms').describe('Kind|What kind of item this is.'),
      sms: smsThread.describe('Text message|The text message shown.'),
    })
    .strict()
    .describe('Text message|The text message shown.'),
  z
    .object({
      kind: z.literal('correction').describe('Kind|What kind of item this is.'),
      /** The source document's title, the line as it was, the reviewer's correction, and the note. */
      title: text().describe('Title|The heading people read first.'),
      before: text().describe('Before|How it was before.'),
      after: text().describe('After|How it is afterwards.'),
      note: text().describe('Note|A short note shown with it.'),
      /** The moment's caption at the top of the card, as the question the corrected line answers (not beside it). */
      asked: z
        .boolean()
        .optional()
        .describe(
          'Question on the card|Show the caption at the top of the corrected page, as the question the corrected line answers.',
        ),
    })
    .strict()
    .describe('Correction|What is corrected.'),
  z
    .object({
      kind: z.literal('signoff').describe('Kind|What kind of item this is.'),
      /** The procedure under test, each step as its reviewer heard it on a test call, and the rule for going live. */
      title: text().describe('Title|The heading people read first.'),
      lines: z
        .array(
          z
            .object({
              step: text().describe('Step|The step as the line says it.'),
              by: text().describe('Heard by|The reviewer’s role, e.g. “Shift lead”.'),
              status: text().describe('Status|What the reviewer did, e.g. “Signed off”.'),
              changed: z
                .boolean()
                .optional()
                .describe('Changed|Tick when the reviewer corrected the step at its source.'),
            })
            .strict(),
        )
        .min(2)
        .max(5)
        .describe('Log|One step per entry, as a reviewer heard and signed it.'),
      note: text().describe('Note|A short note shown with it.'),
    })
    .strict()
    .describe('Sign-off log|A procedure’s steps as reviewers heard and signed them before go-live.'),
  z
    .object({
      kind: z.literal('interview').describe('Kind|What kind of item this is.'),
      /** The expert answering by phone (the caller) and the questions asked (the mentor's side). */
      turns: z.array(turn).min(1).max(4).describe('Turns|Who speaks and what they say, in order.'),
      /** The procedure card the answers become. */
      procedure: z
        .object({
          label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
          title: text().describe('Title|The heading people read first.'),
          lines: z.array(procedureLine).min(2).max(6).describe('Lines|What is said, one line per entry.'),
        })
        .strict()
        .describe('Procedure|The procedure card the answers become.'),
      /** The card as the page's picture at the top (a composed page's first interview), not between the stages. */
      cardAtTop: z
        .boolean()
        .optional()
        .describe(
          'Card at the top|Show the procedure card as the picture at the top of the page; the interview and the call then stand side by side (the middle stage label is not shown).',
        ),
      /** The call the card makes: the three stages' labels, who speaks on that call, and its turns. */
      heard: z
        .object({
          labels: z
            .tuple([text(), text(), text()])
            .describe('Stage labels|Three short labels, in order: the interview, the card, the call.'),
          speakers: speakers.describe('Speakers|Who speaks on the call, e.g. “Kitchen manager” and “Your line”.'),
          turns: z.array(turn).min(1).max(4).describe('Turns|Who speaks and what they say, in order.'),
        })
        .strict()
        .optional()
        .describe(
          'The call it makes|Optional: a caller answered from the card. The interview, the card and the call are then shown side by side.',
        ),
    })
    .strict()
    .describe('Interview|An expert’s answers by phone, and the procedure card they become.'),
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
  | {
      kind: 'interview';
      turns: { text: string }[];
      procedure: { lines: { text: string }[] };
      heard?: { turns: { text: string }[] };
    }
  | { kind: 'sms'; sms: { messages: { text: string }[] } }
  | { kind: 'correction'; before: string; after: string }
  | { kind: 'signoff'; lines: { step: string }[] };

/** Every line an exhibit prints. */
const exhibitLines = (e: ExhibitData) =>
  e.kind === 'transcript'
    ? e.turns.map((t) => t.text)
    : e.kind === 'interview'
      ? [...e.turns, ...e.procedure.lines, ...(e.heard?.turns ?? [])].map((t) => t.text)
      : e.kind === 'sms'
        ? e.sms.messages.map((m) => m.text)
        : e.kind === 'signoff'
          ? e.lines.map((l) => l.step)
          : [e.before, e.after];

/** One moment of a call on the Pocket Mentor page: a caption, a paragraph, and the exhibit that shows it. */
const moment = z
  .object({
    label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    heading: text().describe('Heading|The section’s heading.'),
    body: text().describe('Text|The paragraph of this part.'),
    /**
     * The caption at display size: the caller's words or the mentor's next step. Optional (a text thread or a
     * correction can be the moment on its own); never repeated in the exhibit beside it.
     */
    caption: momentCaption.optional().describe('Caption|A line under the picture or figure.'),
    exhibit: momentExhibit.describe('Exhibit|The illustrative document shown at the top.'),
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
  .object({
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    heading: text().describe('Heading|The section’s heading.'),
    intro: text().describe('Introduction|A sentence or two under the heading.'),
    speakers: speakers.describe('Speakers|Who speaks, in order.'),
    items: z.array(moment).min(4).max(6).describe('Items|The entries of this list, in order.'),
  })
  .strict();

export type Sequence = z.infer<typeof sequenceSchema>;
export type Scorecard = z.infer<typeof scorecardSchema>;
export type Moments = z.infer<typeof momentsSchema>;
export type Turn = z.infer<typeof turn>;
export type MomentExhibit = z.infer<typeof momentExhibit>;
