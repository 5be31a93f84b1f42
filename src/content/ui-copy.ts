/**
 * Short interface copy that client components use (search, links). Kept apart from the page content so
 * importing it adds only these strings to the browser's JavaScript.
 */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = '(opens in a new tab)';

/** The search box (header, drawer, /search) and the results it shows. `q` is the visitor's query. */
export const searchCopy = {
  formLabel: 'Site search',
  againLabel: 'Search this site again',
  inputLabel: 'Search the site',
  placeholder: 'Search industries, roles, services…',
  submit: 'Search',
  resultsLabel: 'Search results',
  resultsFor: (q: string) => `Results for ${q}`,
  searching: 'Searching…',
  searchingFor: (q: string) => `Searching for “${q}”…`,
  found: (n: number, q: string) => `${n} result${n === 1 ? '' : 's'} for “${q}”. Use the arrow keys to choose one.`,
  pagesMatch: (n: number, q: string) => `${n} page${n === 1 ? '' : 's'} match “${q}”.`,
  noMatch: (q: string) => `No pages match “${q}”.`,
  /** In the header box's dropdown: "Try …, or ask us directly." */
  tryInstead: 'Try an industry, a role or a shorter word, or',
  askUs: 'ask us directly',
  seeAll: (n: number) => `See all ${n} results`,
  unavailableBox: 'Search is unavailable right now. Press Enter to open the search page.',
  unavailablePage: 'Search is unavailable right now. Browse the sections below, or contact us.',
  typeAWord: 'Type a word above: an industry, a role, a product or a question.',
  noMatchHelp: 'Try a shorter word, an industry or a role. Or ask us directly: we will point you to the right page.',
  contactUs: 'Contact us',
};
