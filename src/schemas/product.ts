/** The Pocket Mentor product page (src/content/pages/products/pocket-mentor.yaml). */
import { z } from 'astro/zod';

import { callSnippet, card, cta, meta, nav, text } from './common';
import { momentsSchema } from './moments';

/** A section's eyebrow (the small spaced-capitals line over the heading), heading and one-line intro. */
const heading = {
  eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
  heading: text().describe('Heading|The section’s heading.'),
  intro: text().describe('Introduction|A sentence or two under the heading.'),
};

export const productSchema = z
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
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    /** What it is: paragraphs beside a panel of short facts. */
    whatItIs: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(1).describe('Paragraphs|One paragraph per entry.'),
        facts: z
          .array(
            z
              .object({
                label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
                value: text().describe('Value|The figure shown.'),
              })
              .strict(),
          )
          .min(1)
          .describe('Facts|Short facts, one per entry.'),
      })
      .strict()
      .describe('What it is|A sentence saying what it is.'),
    /** How a call works: four to six moments of one call, each a row with its caption and exhibit. */
    moments: momentsSchema.describe('Moments|The moments, in order.'),
    /** What it answers from. */
    sources: z
      .object({
        ...heading,
        items: z
          .array(
            card.extend({
              /** What a caller hears drawn from this kind of material, in the spoken face. */
              heard: text()
                .max(90, 'must be at most 90 characters')
                .optional()
                .describe('Heard on a call|One line a caller would hear from this material, at most 90 characters.'),
            }),
          )
          .min(1)
          .describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Sources|Where the figures come from.'),
    /** Expert knowledge capture: paragraphs beside a checklist of how it works. */
    capture: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(1).describe('Paragraphs|One paragraph per entry.'),
        pointsHeading: text().describe('Points heading|The heading over the points.'),
        points: z.array(text()).min(1).describe('Points|The points, one per entry.'),
      })
      .strict()
      .describe('Capture|What is captured.'),
    /** Over the list of the 18 industry editions (the hero's `#industries` link leads here). */
    industries: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
      })
      .strict()
      .describe('Industries|Which industry pages, in order.'),
    closing: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
        cta: cta.describe('Button|Its wording and where it goes.'),
      })
      .strict()
      .describe('Closing band|The last band of the page: heading, text and button.'),
  })
  .strict();

export type ProductContent = z.infer<typeof productSchema>;
