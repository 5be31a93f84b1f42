/**
 * A legal page (src/content/legal/<slug>.md): front matter for the page's head and header, the text in Markdown
 * below it. Paragraphs before the first `##` heading are the intro; each `##` heading starts a section (listed in
 * the page's table of contents) of paragraphs and at most one bulleted list.
 */
import { z } from 'astro/zod';

import { isoDate, meta, text } from './common';

export const legalSchema = z
  .object({
    /** The page's name and h1. */
    title: text().describe('Title|The heading people read first.'),
    /** The footer's shorter label, where it differs from the title. */
    label: text().optional().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
    /** Its place in the footer's legal links. */
    order: z.number().int().describe('Position|Its place among its section’s pages: lower numbers come first.'),
    meta: meta,
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    /** One or two sentences under the title. */
    summary: text().describe('Summary|One or two sentences: the list card, search results and link previews.'),
    /** The date the text last changed, shown as "Last updated …". */
    lastUpdated: isoDate().describe('Last updated|The day the text last changed.'),
    /** The page in a few lines, above the text: each a short term and one sentence. */
    glance: z
      .array(
        z
          .object({
            term: text().describe('Term|A few words, e.g. “This website”.'),
            text: text().describe('Text|One sentence, true to the text below.'),
          })
          .strict(),
      )
      .min(2)
      .max(6)
      .optional()
      .describe('At a glance|The page in two to six short points, shown above the text.'),
    /** The closing line's question, e.g. "Questions about this policy?" (followed by the email and phone). */
    questions: text().describe('Questions line|The closing question, e.g. “Questions about this policy?”.'),
    /** What changes when the site counts visits (SITE_ANALYTICS_DOMAIN; docs/analytics.md). */
    withAnalytics: z
      .object({
        summary: text()
          .optional()
          .describe('Summary|One or two sentences: the list card, search results and link previews.'),
        /** Sections (by their heading) shown only when visits are counted. */
        sections: z.array(text()).optional().describe('Sections|The sections, in order.'),
        /** Lines of the text said differently when visits are counted. */
        replace: z
          .array(
            z
              .object({
                text: text().describe('Text|The words shown.'),
                with: text().describe('With|The words put in their place.'),
              })
              .strict(),
          )
          .optional()
          .describe('Replace|The words replaced.'),
      })
      .strict()
      .optional()
      .describe('When visits are counted|The wording used when the site counts visits.'),
  })
  .strict();

export type LegalFrontMatter = z.infer<typeof legalSchema>;

/** A legal page as its template draws it: the front matter's header, then the body split into sections. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}
export interface LegalPageContent {
  eyebrow: string;
  title: string;
  summary: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
  glance: { term: string; text: string }[];
  questions: string;
  /** The other legal pages, in their footer order. */
  related: { href: string; title: string }[];
}
