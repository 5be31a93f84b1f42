import { useEffect, useState } from 'react';

import { emitAnalytics } from '@/lib/analytics/events';

import { searchSite, type SearchHit } from './pagefind';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; total: number; hits: SearchHit[] }
  | { status: 'error'; query: string };

const SEARCH_DEBOUNCE_MS = 120;

/**
 * Searches `query` (trimmed, debounced) for up to `limit` hits; `onResults` runs when new hits arrive.
 * Returns the state and `reset`, which sets it back to idle (e.g. when the box is cleared).
 */
export function useSearch(query: string, limit: number, onResults: () => void): [SearchState, () => void] {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      setState({ status: 'loading', query: q });
      searchSite(q, limit).then(
        (r) => {
          if (!cancelled) {
            setState({ status: 'done', query: q, ...r });
            onResults();
            // Analytics (docs/analytics.md): how many pages matched, never the query.
            if (__PM_ANALYTICS__) emitAnalytics({ name: 'Search', props: { results: String(r.total) } });
          }
        },
        () => {
          if (!cancelled) setState({ status: 'error', query: q });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // onResults is a fresh closure each render; the search depends only on the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, limit]);
  return [state, () => setState({ status: 'idle' })];
}
