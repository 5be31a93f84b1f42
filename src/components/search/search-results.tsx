/**
 * /search results for ?q=: the markup the browser fills in (./search-results-client.ts, plain TypeScript on
 * Pagefind's own API; no React). Rendered at build time: an empty container with the wording as JSON and, in
 * <template>s, one result and the no-match box, so every class and icon stays in React components here.
 */
import { Button } from '@/components/ui/button';
import { searchCopy } from '@/lib/ui-words';
import type { SearchResultsCopy } from '@/schemas/search';

import { HitText } from './hit-text';
import type { ResultsWording } from './search-results-client';

export function SearchResults({ copy }: { copy: SearchResultsCopy }) {
  // The site's no-match line as a template, {q} kept for the browser to fill.
  const wording: ResultsWording = { ...copy, noMatch: searchCopy.noMatch('{q}') };
  return (
    <div data-search-results={JSON.stringify(wording)} data-pagefind-ignore="all">
      <template data-search-hit="">
        <li>
          <a href="/search/" className="block rounded-2xl border border-line p-5 hover:bg-mist">
            {/* A placeholder title (the client writes each hit's own): a link in the markup always has text. */}
            <HitText hit={{ url: '', title: searchCopy.submit, section: '', excerpt: '' }} />
          </a>
        </li>
      </template>
      <template data-search-no-match="">
        <div className="mt-4 rounded-2xl border border-line bg-mist p-6">
          <p>{copy.noMatchHelp}</p>
          <div className="mt-4">
            <Button href="/contact" arrow>
              {copy.contactUs}
            </Button>
          </div>
        </div>
      </template>
    </div>
  );
}
