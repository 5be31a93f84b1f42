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
      type: z.literal('sentiment'),
      label: text(),
      rows: z.array(z.object({ label: text(), score }).strict()).min(1),
    })
    .strict(),
  /** A trend over time (0–100 per point, sample data) with its reading in words. */
  z.object({ type: z.literal('trend'), label: text(), points: z.array(score).min(2), summary: text() }).strict(),
  /** A recommended next step. */
  z.object({ type: z.literal('action'), label: text(), text: text() }).strict(),
]);

/** A small panel of proof pieces (the dashboard): sentiment, a trend, a next step. */
const proof = z
  .object({
    /** Short label above the title, e.g. "Wellness dashboard · sample data". */
    eyebrow: text(),
    title: text(),
    pieces: z.array(proofPiece).min(1),
    /** Footnote, e.g. which figures are illustrative. */
    note: text().optional(),
  })
  .strict();

/** A text message in the worker's SMS thread: the worker (`staff`) or the service (`mentor`). */
const smsMessage = z.object({ who: z.enum(['staff', 'mentor']), text: text() }).strict();

export const connectionsHrSchema = composedSchema.extend({
  /** The hero's visual: the wellness dashboard HR sees. */
  dashboard: proof,
  /** After the blocks: one check-in, seen from the worker's side and from HR's. */
  checkIn: z
    .object({
      /** The section's anchor (the hero's "See the Demo" points at it). */
      id: anchorId,
      eyebrow: text(),
      heading: text(),
      intro: text(),
      worker: z
        .object({
          label: text(),
          description: text(),
          /** Who is texting, shown at the top of the thread. */
          from: text(),
          /** The service's name in the thread. */
          sender: text(),
          messages: z.array(smsMessage).min(1),
        })
        .strict(),
      hr: z.object({ label: text(), description: text(), view: proof }).strict(),
      /**
       * Under the two sides: what an expert walks you through (the hero's "Talk to an Expert" lands here, `id`), with
       * a text link to the page's one waitlist action (the closing band, `href` its #anchor). No button of its own.
       */
      expert: z
        .object({ id: anchorId, heading: text(), body: text(), link: text(), href: z.string().regex(/^#[a-z0-9-]+$/) })
        .strict(),
    })
    .strict(),
});

export type ConnectionsHrContent = z.infer<typeof connectionsHrSchema>;
/** What the Connections HR template draws: the page without its listing and head. */
export type ConnectionsHrBody = Omit<ConnectionsHrContent, 'nav' | 'meta'>;
export type Proof = z.infer<typeof proof>;
export type ProofPiece = z.infer<typeof proofPiece>;
