/**
 * The home page (src/content/pages/index.yaml). The section overviews (/products, /industries, …) show the same
 * page with their section's directory after the hero, in place of the industry grid.
 */
import { z } from 'astro/zod';

import { callSnippet, card, cta, meta, nav, text } from './common';
import { scorecardSchema, sequenceSchema } from './moments';

/** A section's eyebrow (the small spaced-capitals line over the heading), heading and one-line intro. */
const heading = { eyebrow: text(), heading: text(), intro: text() };

export const homeSchema = z
  .object({
    nav,
    meta,
    hero: z
      .object({
        eyebrow: text(),
        title: text(),
        tagline: text(),
        primary: cta,
        secondary: cta,
        /** The call shown (and played) beside the headline. */
        snippet: callSnippet,
        /** Short facts under the buttons, each with a check mark, two by two. */
        proof: z.array(text()).min(1),
      })
      .strict(),
    /** Why classroom training does not reach the job: numbered points beside the heading. */
    whyTrainingFails: z.object({ ...heading, points: z.array(card).min(1) }).strict(),
    problems: z.object({ ...heading, items: z.array(card).min(1) }).strict(),
    /** What Pocket Mentor is: paragraphs, what it answers from, knowledge capture, and an SMS thread beside. */
    pitch: z
      .object({
        eyebrow: text(),
        heading: text(),
        paragraphs: z.array(text()).min(1),
        /** Over the list of `sources`, e.g. "It answers from your". */
        sourcesHeading: text(),
        sources: z.array(text()).min(1),
        capture: z.object({ title: text(), description: text() }).strict(),
      })
      .strict(),
    /** The spec’s figures, under one "Illustrative" marker, with one short note: shown in the scorecard, as its targets. */
    stats: z
      .object({
        /** Over the figures, inside the pilot scorecard (they are the targets its measures check). */
        heading: text(),
        items: z.array(z.object({ value: text(), label: text() }).strict()).min(1),
        note: text(),
      })
      .strict(),
    benefits: z.object({ ...heading, items: z.array(card).min(1) }).strict(),
    howItWorks: z
      .object({
        ...heading,
        steps: z.array(card).min(1),
      })
      .strict(),
    /** The signature sequence: a procedure page breaking into spoken steps, a branch and an escalation. */
    sequence: sequenceSchema,
    /** What a pilot measures (no results). */
    scorecard: scorecardSchema,
    /** Over the grid of the 18 industries (home page only), with a link to all of them. */
    industries: z.object({ heading: text(), intro: text(), all: cta }).strict(),
    /** The partner band: the offer, two buttons, what partners get, and a link to how white-label works. */
    partners: z
      .object({
        ...heading,
        more: cta,
        items: z.array(card).min(1),
        primary: cta,
        secondary: cta,
      })
      .strict(),
    /** The closing band. */
    demo: z.object({ heading: text(), body: text(), cta }).strict(),
  })
  .strict();

export type HomeContent = z.infer<typeof homeSchema>;
