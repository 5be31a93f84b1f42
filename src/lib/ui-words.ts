/**
 * Interface wording that browser code uses (src/content/site/ui.yaml): importing it adds only these strings to
 * a bundle.
 */
import { newTabNote as note, searchCopy as search } from '@/content/site/ui.yaml';

import { format, plural, type Plural } from './format';

interface SearchWords {
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  submit: string;
  resultsLabel: string;
  searching: string;
  found: Plural;
  noMatch: string;
  tryInstead: string;
  askUs: string;
  seeAll: string;
  unavailableBox: string;
}
const s = search as SearchWords;

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = note as string;

/** The search box (header, drawer, /search) and its dropdown of results. `q` is the visitor's query. */
export const searchCopy = {
  ...s,
  found: (n: number, q: string) => plural(s.found, n, { q }),
  noMatch: (q: string) => format(s.noMatch, { q }),
  seeAll: (n: number) => format(s.seeAll, { n }),
};
