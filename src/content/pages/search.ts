import type { PageRef, SearchPageContent } from '../types';

export const searchPage: SearchPageContent = {
  title: 'Search',
  again: 'Search this site again',
  noScript:
    'Search needs JavaScript, which is turned off in your browser. Every page of the site is listed below by section.',
  browseHeading: 'Browse by section',
  sectionNav: (section) => `${section} pages`,
};

/** The search results page (kept out of search engines). */
/** The page's path and head (src/pages/search/index.astro). */
export const searchRef: PageRef = {
  path: '/search',
  meta: {
    title: 'Search | Pocket Mentor',
    description:
      'Search the Pocket Mentor website: industries, roles, products, services, partner programs and company pages.',
  },
};

/** The /search page's results (a client component: only this page loads these strings). */
export const searchResultsCopy = {
  resultsFor: (q: string) => `Results for ${q}`,
  searchingFor: (q: string) => `Searching for “${q}”…`,
  pagesMatch: (n: number, q: string) => `${n} page${n === 1 ? '' : 's'} match “${q}”.`,
  unavailablePage: 'Search is unavailable right now. Browse the sections below, or contact us.',
  typeAWord: 'Type a word above: an industry, a role, a product or a question.',
  noMatchHelp: 'Try a shorter word, an industry or a role. Or ask us directly: we will point you to the right page.',
  contactUs: 'Contact us',
};
