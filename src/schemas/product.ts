/** The Pocket Mentor product page (src/content/pages/products/pocket-mentor.yaml). */
import { z } from 'astro/zod';

import { callSnippet, card, cta, meta, nav, text } from './common';
import { momentsSchema } from './moments';

/** A section's eyebrow (the small spaced-capitals line over the heading), heading and one-line intro. */
const heading = { eyebrow: text(), heading: text(), intro: text() };

export const productSchema = z
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
      })
      .strict(),
    /** What it is: paragraphs beside a panel of short facts. */
    whatItIs: z
      .object({
        eyebrow: text(),
        heading: text(),
        paragraphs: z.array(text()).min(1),
        facts: z.array(z.object({ label: text(), value: text() }).strict()).min(1),
      })
      .strict(),
    /** How a call works: four to six moments of one call, each a row with its caption and exhibit. */
    moments: momentsSchema,
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
          .min(1),
      })
      .strict(),
    /** Expert knowledge capture: paragraphs beside a checklist of how it works. */
    capture: z
      .object({
        eyebrow: text(),
        heading: text(),
        paragraphs: z.array(text()).min(1),
        pointsHeading: text(),
        points: z.array(text()).min(1),
      })
      .strict(),
    /** Over the list of the 18 industry editions (the hero's `#industries` link leads here). */
    industries: z.object({ heading: text(), intro: text() }).strict(),
    closing: z.object({ heading: text(), body: text(), cta }).strict(),
  })
  .strict();

export type ProductContent = z.infer<typeof productSchema>;
