/**
 * The community page (src/content/pages/community.yaml): founder story, mission, beliefs, the team competition
 * model, the ways to take part, and the join buttons (which all lead to the community site, a business setting).
 */
import { z } from 'astro/zod';

import { card, entryOf, icon, meta, nav, signedNote, text, wording } from './common';

/** A way's link: to the community site or to the initiative for autistic people (business settings). */
const wayLink = z
  .object({
    label: text().regex(
      /^(?!Join (the|Our) Community)/,
      'must not read like the join buttons ("Join the Community" is theirs)',
    ),
    href: z.enum(['site:communityUrl', 'site:autismInitiativeUrl']),
  })
  .strict();

export const communitySchema = z
  .object({
    nav,
    meta,
    hero: z
      .object({
        eyebrow: text(),
        title: text(),
        tagline: text(),
        /** The join button's label. */
        join: text(),
        /** The hero's diagram of one client project under the competition model (the rules below say it in full). */
        board: z
          .object({
            list: text(),
            project: text(),
            projectNote: text(),
            /** Each of the three teams' label: {n} is its number. */
            team: wording('n'),
            mvp: text(),
            selected: text(),
            selectedNote: text(),
            others: text(),
          })
          .strict(),
      })
      .strict(),
    /** Why we started it: paragraphs beside a quote. */
    founder: z
      .object({
        eyebrow: text(),
        heading: text(),
        paragraphs: z.array(text()).min(1),
        quote: text(),
        attribution: text(),
      })
      .strict(),
    mission: z.object({ eyebrow: text(), statement: text(), body: text() }).strict(),
    beliefs: z.object({ eyebrow: text(), heading: text(), intro: text(), items: z.array(card).min(1) }).strict(),
    competition: z
      .object({
        eyebrow: text(),
        heading: text(),
        intro: text(),
        /** The six rules: the first three are how a project runs (shown as a flow), the rest the terms every team accepts. */
        points: z.array(card).length(6, 'must be the six rules: three for the run of a project, then three terms'),
        /** Over the first three rules. */
        flowLabel: text(),
        /** Over the other three. */
        termsLabel: text(),
        note: text(),
        /** The join button's label. */
        join: text(),
      })
      .strict(),
    /** Ways to take part, each a panel in its own tint: what the space is for and how to start. */
    ways: z
      .object({
        eyebrow: text(),
        heading: text(),
        intro: text(),
        items: z
          .array(
            z
              .object({
                icon,
                /** The panel's tint: an industry's (src/content/industries/<tint>.yaml), each way its own. */
                tint: entryOf('industries'),
                title: text(),
                description: text(),
                /** How to start, under the description. */
                how: text(),
                link: wayLink.optional(),
              })
              .strict(),
          )
          .min(4, 'must list at least four ways to take part')
          .superRefine((items, ctx) => {
            const tints = items.map((w) => w.tint.id);
            tints.forEach((t, i) => {
              if (tints.indexOf(t) !== i)
                ctx.addIssue({ code: 'custom', path: [i, 'tint'], message: `"${t}" is already another way's tint` });
            });
            const initiative = items.filter((w) => w.link?.href === 'site:autismInitiativeUrl').length;
            if (initiative !== 1)
              ctx.addIssue({
                code: 'custom',
                message: `exactly one way must link to the initiative (site:autismInitiativeUrl), not ${initiative}`,
              });
          }),
      })
      .strict(),
    /** The closing band, with the last join button. */
    /** A note signed by a real person, shown after the founder story; left out, no note. */
    signedNote: signedNote.optional(),
    closing: z.object({ heading: text(), body: text(), join: text() }).strict(),
  })
  .strict();

export type CommunityContent = z.infer<typeof communitySchema>;
