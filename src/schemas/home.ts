/**
 * The home page (src/content/pages/index.yaml). The section overviews (/products, /industries, …) show the same
 * page with their section's directory after the hero, in place of the industry grid.
 */
import { z } from 'astro/zod';

import { callSnippet, card, cta, meta, nav, text } from './common';
import { scorecardSchema, sequenceSchema } from './moments';

/** A section's eyebrow (the small spaced-capitals line over the heading), heading and one-line intro. */
const heading = {
  eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
  heading: text().describe('Heading|The section’s heading.'),
  intro: text().describe('Introduction|A sentence or two under the heading.'),
};

export const homeSchema = z
  .object({
    nav: nav,
    meta: meta,
    hero: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        title: text().describe('Title|The heading people read first.'),
        tagline: text().describe('Tagline|One or two sentences under the title.'),
        primary: cta.describe('Main button|The button that stands out.'),
        secondary: cta.describe('Second button|A quieter button beside the first.'),
        /** The call shown (and played) beside the headline. */
        snippet: callSnippet.describe(
          'Sample call|The short call shown at the top: who calls, what they ask, the mentor’s steps.',
        ),
        /** Short facts under the buttons, each with a check mark, two by two. */
        proof: z.array(text()).min(1).describe('Proof|What backs the claim.'),
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    /** Why classroom training does not reach the job: numbered points beside the heading. */
    whyTrainingFails: z
      .object({
        ...heading,
        points: z
          .array(
            card.extend({
              /** What someone says on the job when this happens: set in the spoken face, as a caller's words. */
              line: text()
                .optional()
                .describe('Said on the job|What someone says on the job when this happens, shown in the spoken face.'),
            }),
          )
          .min(1)
          .describe('Points|The points, one per entry.'),
      })
      .strict()
      .describe('Why training fails|The reasons, one per entry.'),
    problems: z
      .object({
        ...heading,
        intro: text().optional().describe('Introduction|Optional: a sentence under the heading.'),
        items: z.array(card).min(1).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Problems|The problems, one per entry.'),
    /** What Pocket Mentor is: paragraphs, what it answers from, knowledge capture, and an SMS thread beside. */
    pitch: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(1).describe('Paragraphs|One paragraph per entry.'),
        /** Over the list of `sources`, e.g. "It answers from your". */
        sourcesHeading: text().describe('Sources heading|The heading above the sources.'),
        sources: z.array(text()).min(1).describe('Sources|Where the figures come from.'),
        capture: z
          .object({
            title: text().describe('Title|The heading people read first.'),
            description: text().describe('Description|A sentence or two.'),
          })
          .strict()
          .describe('Capture|What is captured.'),
      })
      .strict()
      .describe('Pitch|The short case for it.'),
    benefits: z
      .object({ ...heading, items: z.array(card).min(1).describe('Items|The entries of this list, in order.') })
      .strict()
      .describe('Benefits|One per entry.'),
    /** Three steps from the customer's documents to a live number, beside the call that shows the result. */
    howItWorks: z
      .object({
        heading: text().describe('Heading|The short heading over the steps.'),
        steps: z.array(card).min(1).describe('Steps|One step per entry, in order.'),
      })
      .strict()
      .describe('How it works|The steps of how it works.'),
    /** The signature sequence: a procedure page breaking into spoken steps, a branch and an escalation. */
    sequence: sequenceSchema.describe('Sequence|The steps, in order.'),
    /** What a pilot measures (no results). */
    scorecard: scorecardSchema.describe('Scorecard|An illustrative scorecard.'),
    /** Over the grid of the 18 industries (home page only), with a link to all of them. */
    industries: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        all: cta.describe('All|The wording for all of them.'),
      })
      .strict()
      .describe('Industries|Which industry pages, in order.'),
    /** The partner band: the offer, two buttons, what partners get, and a link to how white-label works. */
    partners: z
      .object({
        ...heading,
        more: cta.describe('More of the call|The turns after the first answer, in order.'),
        items: z.array(card).min(1).describe('Items|The entries of this list, in order.'),
        primary: cta.describe('Main button|The button that stands out.'),
        /** Optional: the band's one button and its link to how white-label works are usually enough. */
        secondary: cta.optional().describe('Second button|Optional: a quieter button beside the first.'),
        /** A line as a partner's own line would say it, in the spoken face over what partners get. */
        line: z
          .object({
            speaker: text().describe('Who says it|The speaker’s label, e.g. “Your firm’s line”.'),
            text: text().describe('What is said|The words, as spoken on the call.'),
          })
          .strict()
          .optional()
          .describe('Spoken line|Optional: a line as a partner’s own branded line would say it.'),
      })
      .strict()
      .describe('Partners|The partners, in order.'),
    /** The closing band. */
    demo: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
        cta: cta.describe('Button|Its wording and where it goes.'),
      })
      .strict()
      .describe('Demo|The demo offer.'),
  })
  .strict();

export type HomeContent = z.infer<typeof homeSchema>;
