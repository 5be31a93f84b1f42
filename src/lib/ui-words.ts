/**
 * Interface wording that browser code uses (src/content/site/ui.yaml): importing it adds only these strings to
 * a bundle.
 */
import { newTabNote as note, searchCopy as search } from '@/content/site/ui.yaml';
import type { UiWords } from '@/schemas/site';

import { format, plural } from './format';

const s = search as UiWords['searchCopy'];

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = note as string;

/** The search box (header, drawer, /search) and its dropdown of results. `q` is the visitor's query. */
export const searchCopy = {
  ...s,
  found: (n: number, q: string) => plural(s.found, n, { q }),
  noMatch: (q: string) => format(s.noMatch, { q }),
  seeAll: (n: number) => format(s.seeAll, { n }),
};
