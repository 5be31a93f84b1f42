import type { PageMeta, SearchPageContent } from '../types';

export const searchPage: SearchPageContent = {
  title: 'Search',
  noScript:
    'Search needs JavaScript, which is turned off in your browser. Every page of the site is listed below by section.',
  browseHeading: 'Browse by section',
  sectionNav: (section) => `${section} pages`,
};

/** The search results page (kept out of search engines). */
export const searchMeta: PageMeta = {
  title: 'Search | Pocket Mentor',
  description:
    'Search the Pocket Mentor website: industries, roles, products, services, partner programs and company pages.',
};
