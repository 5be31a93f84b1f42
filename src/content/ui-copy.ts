/**
 * Short interface copy that client components use (search, links). Kept apart from the page content so
 * importing it adds only these strings to the browser's JavaScript.
 */

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = '(opens in a new tab)';

/** The search box (header, drawer, /search) and its dropdown of results. `q` is the visitor's query. */
export const searchCopy = {
  formLabel: 'Site search',
  inputLabel: 'Search the site',
  placeholder: 'Search industries, roles, services…',
  submit: 'Search',
  resultsLabel: 'Search results',
  searching: 'Searching…',
  found: (n: number, q: string) => `${n} result${n === 1 ? '' : 's'} for “${q}”. Use the arrow keys to choose one.`,
  noMatch: (q: string) => `No pages match “${q}”.`,
  /** In the header box's dropdown: "Try …, or ask us directly." */
  tryInstead: 'Try an industry, a role or a shorter word, or',
  askUs: 'ask us directly',
  seeAll: (n: number) => `See all ${n} results`,
  unavailableBox: 'Search is unavailable right now. Press Enter to open the search page.',
};
