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
    title: text(),
    /** The footer's shorter label, where it differs from the title. */
    label: text().optional(),
    /** Its place in the footer's legal links. */
    order: z.number().int(),
    meta,
    eyebrow: text(),
    /** One or two sentences under the title. */
    summary: text(),
    /** The date the text last changed, shown as "Last updated …". */
    lastUpdated: isoDate(),
    /** The closing line's question, e.g. "Questions about this policy?" (followed by the email and phone). */
    questions: text(),
    /** What changes when the site counts visits (SITE_ANALYTICS_DOMAIN; docs/analytics.md). */
    withAnalytics: z
      .object({
        summary: text().optional(),
        /** Sections (by their heading) shown only when visits are counted. */
        sections: z.array(text()).optional(),
        /** Lines of the text said differently when visits are counted. */
        replace: z.array(z.object({ text: text(), with: text() }).strict()).optional(),
      })
      .strict()
      .optional(),
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
  questions: string;
}
