/**
 * /search results for ?q=: the markup the browser fills in (./search-results-client.ts, plain TypeScript on
 * Pagefind's own API; no React). Rendered at build time: an empty container with the wording as JSON and, in
 * <template>s, the parts the client clones (a section link, a section of results, one result, the no-match box),
 * so every class and icon stays in React components here.
 */
import { Button } from '@/components/ui/button';
import { sectionNames } from '@/lib/routes';
import { searchCopy } from '@/lib/ui-words';
import type { SearchResultsCopy } from '@/schemas/search';

import type { ResultsWording } from './search-results-client';

export function SearchResults({ copy }: { copy: SearchResultsCopy }) {
  // The site's no-match line as a template, {q} kept for the browser to fill; the products' hits lead.
  const wording: ResultsWording = { ...copy, noMatch: searchCopy.noMatch('{q}'), lead: sectionNames.products };
  return (
    <div data-search-results={JSON.stringify(wording)} data-pagefind-ignore="all">
      {/* One link per section that has results, with its count: the results' own contents. */}
      <template data-search-jump="">
        <li>
          <a
            href="#search"
            className="flex items-baseline justify-between gap-3 rounded-lg border border-line px-3 py-2 text-sm font-semibold text-ink-950 hover:bg-mist lg:border-transparent"
          >
            <span>{searchCopy.submit}</span>
            <span className="font-mono text-xs font-medium text-muted tabular-nums">0</span>
          </a>
        </li>
      </template>
      {/* One section of results: its name and count over its pages, in the index's order. */}
      <template data-search-group="">
        <section className="scroll-mt-28 border-t border-ink-950/80 pt-4 first:mt-0 mt-12">
          <h2 className="flex items-baseline gap-3 text-lg font-semibold text-ink-950">
            <span>{searchCopy.submit}</span>
            <span className="font-mono text-sm font-medium text-muted tabular-nums">0</span>
          </h2>
          <ol className="mt-2 divide-y divide-line" />
        </section>
      </template>
      <template data-search-hit="">
        <li>
          <a href="/search/" className="group -mx-3 block rounded-xl px-3 py-4 hover:bg-mist">
            {/* A placeholder title (the client writes each hit's own): a link in the markup always has text. */}
            <span className="block font-semibold text-ink-950 group-hover:underline">{searchCopy.submit}</span>
            <span className="mt-0.5 block font-mono text-xs text-cool-700" />
            <span className="search-excerpt mt-1.5 block max-w-3xl text-muted" />
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
