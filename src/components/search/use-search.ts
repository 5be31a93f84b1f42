'use client';

import { useEffect, useState, type RefObject } from 'react';

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

/** "/" focuses the search box unless the visitor is typing somewhere else. */
export function useSlashShortcut(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.metaKey || e.ctrlKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
      const el = input.current;
      if (!el || el.getClientRects().length === 0) return;
      e.preventDefault();
      el.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [input]);
}
