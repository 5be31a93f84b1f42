/**
 * A section overview (src/content/overviews/<section>.yaml, for /products, /industries, /solutions, /services,
 * /customers, /company and /partners): the home page with the section's directory after the hero, under its own
 * head. Its canonical URL is the home page's.
 */
import { z } from 'astro/zod';

import { meta, text } from './common';

export const overviewSchema = z
  .object({
    meta: meta,
    /** The one line under the section in menus and directories. */
    blurb: text().describe(
      'One-line summary|Shown under the page’s name in menus, directory cards and search results.',
    ),
    /** The line under "Explore {section}", over the section's directory. */
    intro: text().describe('Introduction|A sentence or two under the heading.'),
  })
  .strict();

export type OverviewContent = z.infer<typeof overviewSchema>;
