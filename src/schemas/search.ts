/**
 * The search page (src/content/pages/search.yaml): the results of ?q= from the search index, then every
 * section's pages, listed so the page is useful without JavaScript.
 */
import { z } from 'astro/zod';

import { meta, nav, text, wording } from './common';

/**
 * The results' wording. The results are drawn in the browser, which imports this part of the file only
 * (src/components/search/search-results.tsx). {q} is what the visitor typed, {n} a number of pages.
 */
const searchResultsCopySchema = z
  .object({
    /** Names the list of results for screen readers. */
    resultsFor: wording('q'),
    searchingFor: wording('q'),
    pagesMatch: z.object({ one: wording('n', 'q'), other: wording('n', 'q') }).strict(),
    unavailablePage: text(),
    /** Shown when the page is opened without a query. */
    typeAWord: text(),
    /** When nothing matches: a suggestion, then a button to the contact page (`contactUs`). */
    noMatchHelp: text(),
    contactUs: text(),
  })
  .strict();

export const searchSchema = z
  .object({
    nav,
    meta,
    /** The h1. */
    title: text(),
    /** The search form's label on this page. */
    again: text(),
    /** Shown only without JavaScript. */
    noScript: text(),
    browseHeading: text(),
    /** The label of one section's list of pages: {section} is the section's name. */
    sectionNav: wording('section'),
    searchResultsCopy: searchResultsCopySchema,
  })
  .strict();

export type SearchContent = z.infer<typeof searchSchema>;
export type SearchResultsCopy = z.infer<typeof searchResultsCopySchema>;
