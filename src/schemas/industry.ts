/**
 * The `industries` collection: one file per industry, src/content/industries/<slug>.yaml (the slug is the file's
 * name). Each file is built twice with one template: /industries/<slug>, and the Pocket Mentor edition
 * /products/pocket-mentor/<slug>, whose head comes from `name` and `blurb` (src/lib/routes.ts, editionMeta) and
 * whose canonical URL is the industry page. Menus and directories list the industries in the files' order, and
 * the heroes alternate pale and deep down that list.
 */
import { z } from 'astro/zod';

import { industryTints } from '@/content/industry-tints';

import { callSnippet, card, hero, icon, meta, story, storyExchange, text } from './common';

/** An industry page's buttons (the hero's and the closing band's): the page's `ctaLabel`, to the contact page. */
const contactCta = z
  .object({
    label: text(),
    href: z.literal('/contact', { error: 'must be /contact: every industry page’s button leads there' }),
  })
  .strict();

/** A use-case card: a card plus the mini call shown at its top (the question asked there and the first step of the answer). */
const useCase = card
  .extend({
    /** What a caller in this setting asks, shown in the card's mini call, e.g. "Pump is alarming downstream occlusion. What’s our process?". */
    ask: text().regex(/\?$/, 'must be the caller’s question, ending with “?”'),
    /** The first step of the spoken answer, from the organisation's own procedure (more than 30 characters). */
    firstStep: text().min(31, 'must be a real first step: more than 30 characters'),
  })
  .strict();

/** A group of use cases, e.g. one per sub-segment, or "Internal" / "Customer-facing". */
const useCaseGroup = z
  .object({
    heading: text(),
    intro: text().optional(),
    items: z.array(useCase).min(1),
  })
  .strict();

export const industrySchema = z
  .object({
    /** The industry's name: menus, directories, breadcrumbs, and its edition's name ("Pocket Mentor for …"). */
    name: text(),
    /** A new industry's colours until it has its own: one of the drawn industries' (src/content/industry-tints.ts). */
    tint: z
      .enum(Object.keys(industryTints) as [string, ...string[]])
      .optional()
      .describe(
        'Colours (new industry only)|Until the page has its own drawing and colours, it uses the colours of this industry. Leave empty on the 18 drawn industries.',
      ),
    icon,
    /** The page's button wording (the spec's wording for this industry): the hero's and the closing band's, both to /contact. */
    ctaLabel: text(),
    /** One line for directory cards and search (and the edition page's description). */
    blurb: text(),
    /** A short line (at most 40 characters) under the name in the Industries menu, beside its scene. */
    menuLine: text().max(40, 'must be at most 40 characters (it sits under the name in the Industries menu)'),
    /** <title> (complete, ≤ 60 characters) and meta description (70–160 characters). */
    meta,
    /** The hero's visual is the industry's drawn scene (src/content/scenes.ts) with this call on it. */
    hero: hero.extend({ cta: contactCta, snippet: callSnippet }).strict(),
    problem: z
      .object({
        heading: text(),
        paragraphs: z.array(text()).min(2),
        /** The caption of the industry's close-up drawing beside the argument (the call at work, at its place:
         *  public/illustrations/industries/<slug>-call.svg), at most 90 characters. */
        closeUp: text().max(90, 'must be at most 90 characters (a caption under the close-up)'),
      })
      .strict(),
    /** The 'no infrastructure' promise in the industry's own words: heading, intro and 3–6 short points. */
    noInfrastructure: z
      .object({
        heading: text(),
        intro: text(),
        points: z
          .array(z.object({ icon, label: text().max(40, 'must be at most 40 characters (a short point)') }).strict())
          .min(3)
          .max(6),
      })
      .strict(),
    benefits: z.object({ heading: text(), intro: text().optional(), items: z.array(card).min(4) }).strict(),
    useCases: z.object({ heading: text(), intro: text().optional(), groups: z.array(useCaseGroup).min(1) }).strict(),
    whyChoose: z.object({ heading: text(), items: z.array(text()).min(5) }).strict(),
    story: story.extend({ outcomes: z.array(text()).min(2), exchange: storyExchange }).strict(),
    closing: z.object({ heading: text(), body: text(), cta: contactCta }).strict(),
  })
  .strict()
  .superRefine((page, ctx) => {
    for (const at of ['hero', 'closing'] as const)
      if (page[at].cta.label !== page.ctaLabel)
        ctx.addIssue({
          code: 'custom',
          path: [at, 'cta', 'label'],
          message: `must be the page’s button wording, ctaLabel (“${page.ctaLabel}”)`,
        });
  });

export type IndustryContent = z.infer<typeof industrySchema>;
export type UseCase = z.infer<typeof useCase>;
export type UseCaseGroup = z.infer<typeof useCaseGroup>;
