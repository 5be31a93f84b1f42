/** The search box's words with their counts and query filled in: browser-safe, from the words given as props. */
import type { SearchCopy } from '@/schemas/site-words';

import { format, plural } from './format';

export const searchText = (s: SearchCopy) => ({
  ...s,
  found: (n: number, q: string) => plural(s.found, n, { q }),
  noMatch: (q: string) => format(s.noMatch, { q }),
  seeAll: (n: number) => format(s.seeAll, { n }),
});
