/**
 * A news item (src/content/news/<name>.yaml): one file per announcement, listed on /company/newsroom (paged, newest
 * first) together with the blog's posts, which the newsroom lists from the blog itself.
 */
import { z } from 'astro/zod';

import { isoDate, sitePage, text } from './common';

export const newsSchema = z
  .object({
    title: text().describe('Headline|The announcement in a few words.'),
    date: isoDate().describe('Date|The day it was announced (the newsroom lists the newest first).'),
    category: text().describe('Category|One or two words shown above the headline, e.g. “Privacy”.'),
    summary: text().describe('Summary|One to three sentences: what changed and what it means.'),
    link: sitePage(
      z
        .string()
        .regex(
          /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
          'must be a page of this site, a path from the root (/legal/privacy-policy)',
        ),
    )
      .optional()
      .describe('Page it links to|Optional: the page of this site that tells more; the headline links to it.'),
    featured: z
      .boolean()
      .optional()
      .describe(
        'Featured|Shown large at the top of the newsroom. Tick it on one item at most; with none ticked, the newest is featured.',
      ),
  })
  .strict();

export type NewsData = z.infer<typeof newsSchema>;
