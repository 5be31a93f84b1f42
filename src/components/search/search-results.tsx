/** /search results for ?q=, from the Pagefind index (loaded here, on this page only). */
import { useEffect, useState, useSyncExternalStore } from 'react';

import { Button } from '@/components/ui/button';
import { searchResultsCopy } from '@/content/pages/search.yaml';
import { emitAnalytics } from '@/lib/analytics/events';
import { format, plural } from '@/lib/format';
import { searchCopy } from '@/lib/ui-words';
import type { SearchResultsCopy } from '@/schemas/search';

import { HitText } from './hit-text';
import { searchSite, type SearchHit } from './pagefind';

/** This page's wording of the results (src/content/pages/search.yaml): only this key reaches the browser. */
const copy = searchResultsCopy as SearchResultsCopy;

type State = { status: 'loading' } | { status: 'done'; total: number; hits: SearchHit[] } | { status: 'error' };

const subscribe = () => () => {};
const queryFromUrl = () => new URLSearchParams(window.location.search).get('q')?.trim() ?? '';

export function SearchResults() {
  // The query lives in the URL of a static page: read it on the client only.
  const query = useSyncExternalStore<string | null>(subscribe, queryFromUrl, () => null);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    const started = performance.now();
    searchSite(query, 50).then(
      (r) => {
        if (cancelled) return;
        document.documentElement.dataset.searchMs = String(Math.round(performance.now() - started));
        setState({ status: 'done', ...r });
        // Analytics (docs/analytics.md): how many pages matched, never the query.
        if (__PM_ANALYTICS__) emitAnalytics({ name: 'Search', props: { results: String(r.total) } });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query]);

  useEffect(() => {
    const input = document.getElementById('search-page-input') as HTMLInputElement | null;
    if (input && query) input.value = query;
  }, [query]);

  if (query === null) return null;
  if (!query) return <p className="mt-6 text-muted">{copy.typeAWord}</p>;
  return (
    <div className="mt-8">
      <p role="status" className="font-semibold text-ink-950">
        {state.status === 'loading'
          ? format(copy.searchingFor, { q: query })
          : state.status === 'error'
            ? copy.unavailablePage
            : state.total
              ? plural(copy.pagesMatch, state.total, { q: query })
              : searchCopy.noMatch(query)}
      </p>
      {state.status === 'done' && state.total === 0 && (
        <div className="mt-4 rounded-2xl border border-line bg-mist p-6">
          <p>{copy.noMatchHelp}</p>
          <div className="mt-4">
            <Button href="/contact" arrow>
              {copy.contactUs}
            </Button>
          </div>
        </div>
      )}
      {state.status === 'done' && state.hits.length > 0 && (
        <ol className="mt-6 grid gap-3" aria-label={format(copy.resultsFor, { q: query })}>
          {state.hits.map((h) => (
            <li key={h.url}>
              <a href={h.url} className="block rounded-2xl border border-line p-5 hover:bg-mist">
                <HitText hit={h} />
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
