/**
 * The 404 page (src/content/pages/404.yaml). Not in the menus or the sitemap (no `nav:`), and not indexed. The
 * phone number comes from the business settings and follows `body`.
 */
import { z } from 'astro/zod';

import { cta, meta, text } from './common';

export const notFoundSchema = z
  .object({
    meta,
    eyebrow: text(),
    title: text(),
    body: text(),
    /** The two buttons: to the home page and to the contact page. */
    home: text(),
    contact: text(),
    /** Over the search box (a plain GET form to /search, so it works without JavaScript on every error page). */
    searchHeading: text(),
    /** Over the links to the section overviews. */
    sectionsHeading: text(),
    /** The extra section link after the overview sections. */
    community: cta,
  })
  .strict();

export type NotFoundContent = z.infer<typeof notFoundSchema>;
