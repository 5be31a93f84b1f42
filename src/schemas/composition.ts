/**
 * A page's own body composition (industry and solution pages), from material only its audience has, so pages of
 * one family do not share a skeleton below the hero.
 */
import { z } from 'astro/zod';

import { text } from './common';
import { momentCaption, momentExhibit, sequenceSchema, speakers } from './moments';

/** The words around a composition: a few words above, the heading, and a sentence or two under it. */
const framed = {
  eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
  heading: text().describe('Heading|The section’s heading.'),
  intro: text().describe('Introduction|A sentence or two under the heading.'),
};

/**
 * The page's own body composition, from material only its audience has, so no two pages of a family share a skeleton:
 * `shift`, moments of one shift down a timeline, each with the line said then; `moment`, one moment of a call set
 * large beside its transcript, text thread or a reviewer's correction of the source; `procedure`, one of the
 * industry's procedures walked through, line by line, by the call that speaks it, then the text that follows it.
 */
export const composition = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('shift').describe('Kind|What kind of item this is.'),
      ...framed,
      items: z
        .array(
          z
            .object({
              label: text().describe('When|When in the shift, e.g. “Start of shift”.'),
              heading: text().describe('Heading|The section’s heading.'),
              body: text().describe('Text|The paragraph of this part.'),
              line: z
                .object({
                  speaker: text().describe('Who speaks|The caller or the mentor.'),
                  text: text().describe('Text|The words shown.'),
                })
                .strict()
                .describe('Line|One line of text.'),
            })
            .strict(),
        )
        .min(3)
        .max(5)
        .describe('Moments|The moments of the shift, in order.'),
    })
    .strict()
    .describe('A shift|Moments of one shift, in order, each with the line said then.'),
  z
    .object({
      kind: z.literal('moment').describe('Kind|What kind of item this is.'),
      ...framed,
      speakers: speakers.describe('Speakers|Who speaks, in order.'),
      caption: momentCaption.describe('Caption|A line under the picture or figure.'),
      exhibit: momentExhibit.describe('Exhibit|The illustrative document shown at the top.'),
    })
    .strict()
    .describe(
      'Moment of a call|One moment: the line said (large), beside what shows it (a transcript, a text, a fix).',
    ),
  sequenceSchema
    .extend({
      kind: z.literal('procedure').describe('Kind|What kind of item this is.'),
      side: z
        .enum(['left', 'right'])
        .optional()
        .describe('Procedure’s side|On a wide screen, the procedure on the left (blank) or on the right of the call.'),
    })
    .strict()
    .describe(
      'A procedure walked through|The procedure’s lines beside the call that speaks them, then the text after.',
    ),
]);

export type Composition = z.infer<typeof composition>;
