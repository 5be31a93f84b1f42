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
    resultsFor: wording('q').describe('Results for|The words before the search ({q}).'),
    searchingFor: wording('q').describe('Searching for|The words while searching ({q}).'),
    pagesMatch: z
      .object({
        one: wording('n', 'q').describe('One|The wording for exactly one.'),
        other: wording('n', 'q').describe('Other|The wording for any other number.'),
      })
      .strict()
      .describe('Pages match|The wording for matching pages ({n}).'),
    unavailablePage: text().describe('Search unavailable page|What is shown when search cannot run.'),
    /** Shown when the page is opened without a query. */
    typeAWord: text().describe('Type a word|The invitation to type a word.'),
    /** When nothing matches: a suggestion, then a button to the contact page (`contactUs`). */
    noMatchHelp: text().describe('No match help|What to try when nothing matches.'),
    contactUs: text().describe('Contact us|The words inviting people to get in touch.'),
    /** Over the links to each section of the results, with its count of pages. */
    bySection: text().describe('By section|The heading over the links to each section of the results.'),
    /** Shown over results searched in one section (the documentation's search box): {section} is its name. */
    inSection: wording('section').describe('In one section|The line over results searched in one section only.'),
    /** The link from one section's results to the same words searched across the site. */
    everywhere: text().describe('Whole site|The link that searches the same words across the whole site.'),
  })
  .strict();

export const searchSchema = z
  .object({
    nav: nav,
    meta: meta,
    /** The h1. */
    title: text().describe('Title|The heading people read first.'),
    /** The search form's label on this page. */
    again: text().describe('Try again|The words of the try-again button.'),
    /** Shown only without JavaScript. */
    noScript: text().describe('Without JavaScript|What is shown when the browser runs no scripts.'),
    browseHeading: text().describe('Browse heading|The heading over the sections to browse.'),
    /** The label of one section's list of pages: {section} is the section's name. */
    sectionNav: wording('section').describe('Section links|The links to the page’s sections.'),
    searchResultsCopy: searchResultsCopySchema.describe('Search results words|The words around the results.'),
  })
  .strict();

export type SearchContent = z.infer<typeof searchSchema>;
export type SearchResultsCopy = z.infer<typeof searchResultsCopySchema>;
