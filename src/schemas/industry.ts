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
import { composition } from './composition';

/** An industry page's buttons (the hero's and the closing band's): the page's `ctaLabel`, to the contact page. */
const contactCta = (label: string) => ({ label, href: '/contact' as const });

/** A use-case card: a card plus the mini call shown at its top (the question asked there and the first step of the answer). */
const useCase = card
  .extend({
    /** What a caller in this setting asks, shown in the card's mini call, e.g. "Pump is alarming downstream occlusion. What’s our process?". */
    ask: text()
      .regex(/\?$/, 'must be the caller’s question, ending with “?”')
      .describe('Caller’s question|Ends with a question mark.'),
    /** The first step of the spoken answer, from the organisation's own procedure (more than 30 characters). */
    firstStep: text()
      .min(31, 'must be a real first step: more than 30 characters')
      .describe('First step|What to do first.'),
  })
  .strict();

/** A group of use cases, e.g. one per sub-segment, or "Internal" / "Customer-facing". */
const useCaseGroup = z
  .object({
    heading: text().describe('Heading|The section’s heading.'),
    intro: text().optional().describe('Introduction|A sentence or two under the heading.'),
    items: z.array(useCase).min(1).describe('Items|The entries of this list, in order.'),
  })
  .strict();

/** The sections below an industry page's hero that can change place (the closing band always ends the page). */
export const industrySections = ['problem', 'noInfrastructure', 'benefits', 'useCases', 'whyChoose', 'story'] as const;
/** The six, and the page's own composition (`composition`), which pages with one place where they like. */
export type IndustrySection = (typeof industrySections)[number] | 'composition';

/**
 * How this industry's page is built below the hero, from what its audience has: the order of its sections (each
 * once), the use cases as mini calls in cards or as moments of a call set large, and the benefits as a ruled list
 * or as statements beside their reasons.
 */
const layout = z
  .object({
    /** The six sections in the order this page tells them; each exactly once. Blank: the usual order. */
    order: z
      .array(z.enum([...industrySections, 'composition']))
      .refine((o) => new Set(o).size === o.length, 'must list each of the six sections once (one is repeated)')
      .refine(
        (o) => industrySections.every((s) => o.includes(s)),
        'must list each of the six sections once (and the composition, where the page has one)',
      )
      .optional()
      .describe('Position|Its place among its section’s pages: lower numbers come first.'),
    /** 'calls': each use case a card with its mini call on top; 'moments': each a row, its call set large. */
    useCases: z.enum(['calls', 'moments']).default('calls').describe('Uses|Where it is used, in groups.'),
    /** 'ruled': a two-column ruled list; 'statements': one column, each claim beside its reason. */
    benefits: z
      .enum(['ruled', 'statements'])
      .default('ruled')
      .describe('Benefits form|How the benefits are drawn: ruled rows, or large statements.'),
    /** The first screen's composition, so neighbouring industries do not open alike. */
    hero: z
      .enum(['card', 'scene', 'mirror'])
      .default('card')
      .describe(
        'First screen|What stands beside the title: card (the call), scene (the drawing of the place, whole; the call then stands beside the problem) or mirror (the drawing before the title).',
      ),
  })
  .strict();

/** A claim as compared across lists: lower case, without punctuation. */
const claimKey = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

export const industrySchema = z
  .object({
    /** The industry's name: menus, directories, breadcrumbs, and its edition's name ("Pocket Mentor for …"). */
    name: text().describe('Name|As people should read it.'),
    /** A new industry's colours until it has its own: one of the drawn industries' (src/content/industry-tints.ts). */
    tint: z
      .enum(Object.keys(industryTints) as [string, ...string[]])
      .optional()
      .describe(
        'Colours (new industry only)|Until the page has its own drawing and colours, it uses the colours of this industry. Leave empty on the 18 drawn industries.',
      ),
    icon: icon.describe('Icon|A picture from the site’s icon set.'),
    /** The page's button wording (the spec's wording for this industry): the hero's and the closing band's, both to /contact. */
    ctaLabel: text().describe('Button wording|The words on this page’s buttons (the top and the closing band).'),
    /** One line for directory cards and search (and the edition page's description). */
    blurb: text().describe(
      'One-line summary|Shown under the page’s name in menus, directory cards and search results.',
    ),
    /** A short line (at most 40 characters) under the name in the Industries menu, beside its scene. */
    menuLine: text()
      .max(40, 'must be at most 40 characters (it sits under the name in the Industries menu)')
      .refine((l) => !l.endsWith('.'), 'ends without a full stop, like the other lines in the menu')
      .describe('Menu line|A short line (at most 40 characters, no full stop) under the name in the menu.'),
    /** <title> (complete, ≤ 60 characters) and meta description (70–160 characters). */
    meta: meta,
    /** The hero's visual is the industry's drawn scene (src/content/scenes.ts) with this call on it. */
    /** The hero's button is the page's `ctaLabel`, to /contact (filled in below: written once, in ctaLabel). */
    hero: hero
      .omit({ cta: true })
      .extend({
        snippet: callSnippet.describe(
          'Sample call|The short call shown at the top: who calls, what they ask, the mentor’s steps.',
        ),
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    problem: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        paragraphs: z.array(text()).min(2).describe('Paragraphs|One paragraph per entry.'),
        /** The caption of the industry's close-up drawing (the call at work, at its place:
         *  public/illustrations/industries/<slug>-call.svg), shown with the Story of Potential; at most 90 characters. */
        closeUp: text()
          .max(90, 'must be at most 90 characters (a caption under the close-up)')
          .describe('Close-up caption|The line under the close-up drawing (at most 90 characters).'),
      })
      .strict()
      .describe('The problem|The heading and paragraphs about what goes wrong today.'),
    /** The 'no infrastructure' promise in the industry's own words: heading, intro and 3–6 short points. */
    noInfrastructure: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        points: z
          .array(
            z
              .object({
                icon: icon.describe('Icon|A picture from the site’s icon set.'),
                label: text()
                  .max(40, 'must be at most 40 characters (a short point)')
                  .describe('Label|The short words shown (on a button, in a menu, above a figure).'),
              })
              .strict(),
          )
          .min(3)
          .max(6)
          .describe('Points|The points, one per entry.'),
      })
      .strict()
      .describe('No infrastructure|The point that nothing needs installing.'),
    benefits: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().optional().describe('Introduction|A sentence or two under the heading.'),
        items: z.array(card).min(4).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Benefits|One per entry.'),
    useCases: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        intro: text().optional().describe('Introduction|A sentence or two under the heading.'),
        groups: z.array(useCaseGroup).min(1).describe('Groups|The groups, in order.'),
      })
      .strict()
      .describe('Uses|Where it is used, in groups.'),
    whyChoose: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        items: z.array(text()).min(5).describe('Items|The entries of this list, in order.'),
      })
      .strict()
      .describe('Why choose heading|The heading over the reasons to choose.'),
    story: story
      .extend({
        outcomes: z
          .array(text())
          .min(2)
          .describe('Outcomes|What changes, one per entry; illustrative, figures only from the approved list.'),
        exchange: storyExchange.describe('The call in the story|Who calls, what they ask, the mentor’s first reply.'),
      })
      .strict()
      .describe('Story of Potential|An openly illustrative scenario: title, paragraphs and outcomes.'),
    closing: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
      })
      .strict()
      .describe('Closing band|The last band of the page: heading, text and button.'),
    layout: layout.optional().describe('Layout|How the items are laid out.'),
    /** The page's own body composition (see `composition`); its place in the page is `layout.order`'s. */
    composition: composition
      .optional()
      .describe('Composition|The page’s own section: a shift, one moment of a call, or a procedure walked through.'),
  })
  .strict()
  .superRefine((page, ctx) => {
    // One place per claim: a 'no infrastructure' point, a benefit's title and a 'Why choose' item never say the
    // same words twice on one page.
    const seen = new Map<string, string>();
    const lists: [string, (string | number)[], string][] = [
      ...page.noInfrastructure.points.map((p, i): [string, (string | number)[], string] => [
        p.label,
        ['noInfrastructure', 'points', i, 'label'],
        'a no-infrastructure point',
      ]),
      ...page.benefits.items.map((b, i): [string, (string | number)[], string] => [
        b.title,
        ['benefits', 'items', i, 'title'],
        'a benefit',
      ]),
      ...page.whyChoose.items.map((w, i): [string, (string | number)[], string] => [
        w,
        ['whyChoose', 'items', i],
        'a Why choose item',
      ]),
    ];
    for (const [t, path, where] of lists) {
      const first = seen.get(claimKey(t));
      if (first)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `“${t}” is already said as ${first}: say each claim in one place (change or remove one)`,
        });
      else seen.set(claimKey(t), where);
    }
  })
  // Both buttons say the page's ctaLabel and lead to the contact page: the templates get them as any page's.
  .transform((page) => ({
    ...page,
    hero: { ...page.hero, cta: contactCta(page.ctaLabel) },
    closing: { ...page.closing, cta: contactCta(page.ctaLabel) },
  }));

export type IndustryContent = z.infer<typeof industrySchema>;
export type UseCase = z.infer<typeof useCase>;
export type UseCaseGroup = z.infer<typeof useCaseGroup>;
