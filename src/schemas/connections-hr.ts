/**
 * Connections HR (template `connections-hr`, src/content/pages/products/connections-hr.yaml): a composed page plus
 * the product shown twice: its wellness dashboard in the hero, and a check-in seen from both sides (the worker's
 * SMS and HR's aggregated view) after the blocks. Its figures are sample data, and the page says so.
 */
import { z } from 'astro/zod';

import { text } from './common';
import { anchorId, composedSchema } from './composed';

/** A score or a point of a trend, 0–100 (sample data). */
const score = z.number().int().min(0).max(100);

/** One proof piece of a dashboard, by `type`. */
const proofPiece = z.discriminatedUnion('type', [
  /** Aggregated sentiment by group (team, site or shift); scores 0–100 are sample data. */
  z
    .object({
      type: z.literal('sentiment').describe('Kind|What kind of item this is.'),
      label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
      rows: z
        .array(
          z
            .object({
              label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
              score: score.describe('Score|The illustrative score.'),
            })
            .strict(),
        )
        .min(1)
        .describe('Rows|The rows of the table, in order.'),
    })
    .strict()
    .describe('Sentiment|How it was received.'),
  /** A trend over time (0–100 per point, sample data) with its reading in words. */
  z
    .object({
      type: z.literal('trend').describe('Kind|What kind of item this is.'),
      label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
      points: z.array(score).min(2).describe('Points|The points, one per entry.'),
      summary: text().describe('Summary|One or two sentences: the list card, search results and link previews.'),
    })
    .strict()
    .describe('Trend|Up, down or steady.'),
  /** A recommended next step. */
  z
    .object({
      type: z.literal('action').describe('Kind|What kind of item this is.'),
      label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
      text: text().describe('Text|The words shown.'),
    })
    .strict()
    .describe('Button|Its wording and where it goes.'),
]);

/** A small panel of proof pieces (the dashboard): sentiment, a trend, a next step. */
const proof = z
  .object({
    /** Short label above the title, e.g. "Wellness dashboard · sample data". */
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    title: text().describe('Title|The heading people read first.'),
    pieces: z.array(proofPiece).min(1).describe('Pieces|The pieces, in order.'),
    /** Footnote, e.g. which figures are illustrative. */
    note: text().optional().describe('Note|A short note shown with it.'),
  })
  .strict();

/** A text message in the worker's SMS thread: the worker (`staff`) or the service (`mentor`). */
const smsMessage = z
  .object({
    who: z.enum(['staff', 'mentor']).describe('Who|Who it is for.'),
    text: text().describe('Text|The words shown.'),
  })
  .strict();

export const connectionsHrSchema = composedSchema.extend({
  /** The hero's visual: the wellness dashboard HR sees. */
  dashboard: proof.describe('Dashboard|An illustrative dashboard.'),
  /** After the blocks: one check-in, seen from the worker's side and from HR's. */
  checkIn: z
    .object({
      /** The section's anchor (the hero's "See the Demo" points at it). */
      id: anchorId.describe(
        'Anchor name|Makes this part a target for links: /page#anchor-name (lowercase words and hyphens).',
      ),
      eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
      heading: text().describe('Heading|The section’s heading.'),
      intro: text().describe('Introduction|A sentence or two under the heading.'),
      worker: z
        .object({
          label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
          description: text().describe('Description|A sentence or two.'),
          /** Who is texting, shown at the top of the thread. */
          from: text().describe('From|Who it is from.'),
          /** The service's name in the thread. */
          sender: text().describe('Sender|Who sends it.'),
          messages: z.array(smsMessage).min(1).describe('Messages|The messages, in order.'),
        })
        .strict()
        .describe('Worker|Who does the work.'),
      hr: z
        .object({
          label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
          description: text().describe('Description|A sentence or two.'),
          view: proof.describe('View|What is shown.'),
        })
        .strict()
        .describe('HR|The HR side.'),
      /**
       * Under the two sides: what an expert walks you through (a target for links, `id`), in a line or, with `points`,
       * a few named parts. No button or link of its own: the page's one ask is the closing band just below.
       */
      expert: z
        .object({
          id: anchorId.describe(
            'Anchor name|Makes this part a target for links: /page#anchor-name (lowercase words and hyphens).',
          ),
          heading: text().describe('Heading|The section’s heading.'),
          body: text().describe('Text|The paragraph of this part.'),
          points: z
            .array(
              z
                .object({
                  label: text().describe('Label|What the expert shows you, in a few words.'),
                  text: text().describe('Text|A sentence on what you see in it.'),
                })
                .strict(),
            )
            .min(2)
            .max(4)
            .optional()
            .describe(
              'What you are shown|Optional: two to four parts of the walk-through, in order. Leave empty when the sections above already name them.',
            ),
        })
        .strict()
        .describe('Expert|Who knows the answer.'),
    })
    .strict()
    .describe('Check-in|The check-in.'),
});

export type ConnectionsHrContent = z.infer<typeof connectionsHrSchema>;
/** What the Connections HR template draws: the page without its listing and head. */
export type ConnectionsHrBody = Omit<ConnectionsHrContent, 'nav' | 'meta'>;
export type Proof = z.infer<typeof proof>;
export type ProofPiece = z.infer<typeof proofPiece>;
