'use client';

import { useEffect, useRef } from 'react';

/** Tokens of a query, lower-cased; every token must match. */
export function matches(haystack: string, query: string): boolean {
  const tokens = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack.toLowerCase();
  return tokens.every((t) => text.includes(t));
}

/**
 * Narrows the server-rendered site index to the pages matching ?q=. Without JavaScript the
 * whole index stays visible.
 */
export function SearchFilter({ listId }: { listId: string }) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
    const input = document.getElementById('search-page-input') as HTMLInputElement | null;
    if (input) input.value = q;
    const items = document.querySelectorAll<HTMLElement>(`#${listId} [data-search-item]`);
    let count = 0;
    items.forEach((el) => {
      const hit = !q || matches(el.dataset.searchItem ?? '', q);
      el.hidden = !hit;
      if (hit) count += 1;
    });
    document.querySelectorAll<HTMLElement>(`#${listId} [data-search-group]`).forEach((g) => {
      g.hidden = !g.querySelector('[data-search-item]:not([hidden])');
    });
    if (status.current) {
      status.current.textContent = !q ? '' : count === 0 ? `No pages match “${q}”.` : `${count} page${count === 1 ? '' : 's'} match “${q}”.`;
    }
    const empty = document.getElementById('search-empty');
    if (empty) empty.hidden = !(q && count === 0);
  }, [listId]);
  return <p ref={status} role="status" className="mt-6 text-lead font-semibold text-ink-950 empty:hidden" />;
}
