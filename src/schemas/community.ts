/**
 * The community page (src/content/pages/community.yaml): founder story, mission, beliefs, the team competition
 * model, the ways to take part, and the join buttons (which all lead to the community site, a business setting).
 */
import { z } from 'astro/zod';

import { card, icon, meta, nav, signedNote, text, wording } from './common';

/** A way's link: to the community site or to the initiative for autistic people (business settings). */
const wayLink = z
  .object({
    label: text()
      .regex(/^(?!Join (the|Our) Community)/, 'must not read like the join buttons ("Join the Community" is theirs)')
      .describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    href: z
      .enum(['site:communityUrl', 'site:autismInitiativeUrl'])
      .describe(
        'Link|Where it goes: a page of this site (/contact), an #anchor, a web address (https://…), mailto: or tel:.',
      ),
  })
  .strict();

export const communitySchema = z
  .object({
    nav: nav,
    meta: meta,
    hero: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        title: text().describe('Title|The heading people read first.'),
        tagline: text().describe('Tagline|One or two sentences under the title.'),
        /** The join button's label. */
        join: text().describe('Join|The invitation to join and its button.'),
        /** The hero's diagram of one client project under the competition model (the rules below say it in full). */
        board: z
          .object({
            list: text().describe('List|One entry per line.'),
            project: text().describe('Project|The project.'),
            projectNote: text().describe('Project note|A note on the project.'),
            /** Each of the three teams' label: {n} is its number. */
            team: wording('n').describe('Team|Who is on it.'),
            mvp: text().describe('First version|The first version.'),
            selected: text().describe('Selected|The selected one.'),
            selectedNote: text().describe('Selected note|A note on the selected one.'),
            others: text().describe('Others|The others, in order.'),
          })
          .strict()
          .describe('Board|The board.'),
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    /** Why we started it: paragraphs beside the mission and a quote. */
    founder: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(1).describe('Paragraphs|One paragraph per entry.'),
        quote: text().describe('Quote|What was said, without quotation marks.'),
        attribution: text().describe('Who said it|A role and a place, not an invented person.'),
      })
      .strict()
      .describe('Founder|About the founder.'),
    mission: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        statement: text().describe('Statement|The statement in a sentence or two.'),
        body: text().describe('Text|The paragraph of this part.'),
      })
      .strict()
      .describe('Mission|The mission in a sentence.'),
    beliefs: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        items: z.array(card).min(1).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Beliefs|One per entry.'),
    competition: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        /** The six rules: the first three are how a project runs (shown as a flow), the rest the terms every team accepts. */
        points: z
          .array(card)
          .length(6, 'must be the six rules: three for the run of a project, then three terms')
          .describe('Points|The points, one per entry.'),
        /** Over the first three rules. */
        flowLabel: text().describe('Flow label|The words over the flow.'),
        /** Over the other three. */
        termsLabel: text().describe('Terms link wording|The words of the link to the terms.'),
        note: text().describe('Note|A short note shown with it.'),
        /** The join button's label. */
        join: text().describe('Join|The invitation to join and its button.'),
      })
      .strict()
      .describe('Competition|The alternatives.'),
    /**
     * One project under the six rules, as the messages a member would see on the project list: who posts, what they
     * write (in the spoken face), and the rule each message is an instance of. Left out, no section.
     */
    example: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        note: text()
          .regex(/illustrative/i, 'must say that the example is illustrative')
          .describe('Illustrative note|Says that the example is illustrative, not a real project.'),
        messages: z
          .array(
            z
              .object({
                from: text().describe('From|Who posts it, by role, e.g. “Project list” or “Team 2”. Never a name.'),
                text: text().describe('Message|What they write, in a sentence or two.'),
                rule: z
                  .number()
                  .int()
                  .min(1)
                  .max(6)
                  .optional()
                  .describe('Rule|Which of the six rules this message shows (1–6); empty for none.'),
              })
              .strict(),
          )
          .min(3)
          .max(9)
          .describe('Messages|The project’s messages, in order.'),
      })
      .strict()
      .optional()
      .describe('Worked example|Optional: one project under the six rules, message by message.'),
    /** Ways to take part, each a stop on one route: what the space is for and how to start. */
    ways: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        items: z
          .array(
            z
              .object({
                icon: icon.describe('Icon|A picture from the site’s icon set.'),
                title: text().describe('Title|The heading people read first.'),
                description: text().describe('Description|A sentence or two.'),
                /** How to start, under the description. */
                how: text().describe('How|How it works.'),
                link: wayLink.optional().describe('Link|Its wording and where it goes.'),
              })
              .strict(),
          )
          .min(4, 'must list at least four ways to take part')
          .superRefine((items, ctx) => {
            const initiative = items.filter((w) => w.link?.href === 'site:autismInitiativeUrl').length;
            if (initiative !== 1)
              ctx.addIssue({
                code: 'custom',
                message: `exactly one way must link to the initiative (site:autismInitiativeUrl), not ${initiative}`,
              });
          })
          .describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Ways to take part|The ways, in order.'),
    /** The closing band, with the last join button. */
    /** A note signed by a real person, shown after the founder story; left out, no note. */
    signedNote: signedNote
      .optional()
      .describe(
        'Signed note|Optional: a short note in a person’s own words, with their name and role. Empty hides it.',
      ),
    closing: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
        join: text().describe('Join|The invitation to join and its button.'),
      })
      .strict()
      .describe('Closing band|The last band of the page: heading, text and button.'),
  })
  .strict();

export type CommunityContent = z.infer<typeof communitySchema>;
