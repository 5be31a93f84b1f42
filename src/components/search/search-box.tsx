'use client';

/**
 * The header search box. Without JavaScript (or before it loads) it is a plain GET form to /search/.
 * With JavaScript it is an ARIA combobox: results (title, section, highlighted excerpt) appear as you
 * type; ↑/↓ move, Enter opens, Escape closes; a live region announces the count; "/" focuses it.
 * Pagefind and its index load on first focus, so none of it is first-load JavaScript.
 */
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { Search } from '@/components/ui/icon';
import { cx } from '@/lib/cx';

import { loadSearch } from './pagefind';
import { useSearch, useSlashShortcut } from './use-search';

export function SearchBox({ id, className }: { id: string; className?: string }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, resetSearch] = useSearch(query, 6, () => setActive(-1));
  useSlashShortcut(input);

  const hits = state.status === 'done' ? state.hits : [];
  const expanded = open && query.trim() !== '' && state.status !== 'idle';
  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    router.push(url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!hits.length) return;
      e.preventDefault();
      setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % hits.length : a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0 && hits[active]) {
      e.preventDefault();
      go(hits[active].url);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        setQuery('');
        resetSearch();
      }
    }
  };

  const status =
    state.status === 'loading'
      ? 'Searching…'
      : state.status === 'error'
        ? 'Search is unavailable right now. Press Enter to open the search page.'
        : state.status === 'done'
          ? state.total
            ? `${state.total} result${state.total === 1 ? '' : 's'} for “${state.query}”. Use the arrow keys to choose one.`
            : `No pages match “${state.query}”.`
          : '';

  return (
    <form
      role="search"
      aria-label="Site search"
      action="/search/"
      method="get"
      className={cx('relative', className)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-keyshortcuts="/"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          if (!e.target.value.trim()) resetSearch();
        }}
        onFocus={() => {
          setOpen(true);
          void loadSearch().catch(() => {});
        }}
        onKeyDown={onKeyDown}
        placeholder="Search industries, roles, services…"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-line bg-mist pl-3.5 pr-12 text-small text-ink-950 placeholder:text-muted hover:border-ink-200 focus:border-cool-600 focus:bg-white"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-11 top-1/2 hidden -translate-y-1/2 rounded border border-line bg-white px-1.5 text-xs font-semibold text-muted xl:block"
      >
        /
      </kbd>
      <button
        type="submit"
        className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-700 hover:bg-white hover:text-cool-700"
      >
        <Search aria-hidden="true" className="size-4.5" />
        <span className="sr-only">Search</span>
      </button>
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
      <div
        hidden={!expanded}
        className="absolute left-0 top-full z-[60] mt-2 max-h-[calc(100vh-6rem)] w-[min(34rem,calc(100vw-2.5rem))] overflow-y-auto rounded-2xl border border-line bg-white shadow-lift"
      >
        <div role="listbox" id={listId} aria-label="Search results">
          {hits.map((h, i) => (
            <div
              key={h.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(h.url)}
              onMouseMove={() => setActive(i)}
              className={cx('cursor-pointer border-b border-line px-4 py-3 last:border-b-0', i === active && 'bg-mist')}
            >
              <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-cool-700">{h.section}</span>
              <span className="mt-0.5 block font-semibold text-ink-950">{h.title}</span>
              <span
                className="search-excerpt mt-1 line-clamp-2 block text-sm text-muted"
                dangerouslySetInnerHTML={{ __html: h.excerpt }}
              />
            </div>
          ))}
        </div>
        {state.status === 'done' && state.total === 0 && (
          <div className="px-4 py-4 text-sm">
            <p className="font-semibold text-ink-950">No pages match “{state.query}”.</p>
            <p className="mt-1 text-muted">
              Try an industry, a role or a shorter word, or{' '}
              <a href="/contact/" className="font-semibold text-cool-700 underline">
                ask us directly
              </a>
              .
            </p>
          </div>
        )}
        {state.status === 'loading' && <p className="px-4 py-3 text-sm text-muted">Searching…</p>}
        {state.status === 'error' && (
          <p className="px-4 py-3 text-sm text-muted">
            Search is unavailable right now. Press Enter to open the search page.
          </p>
        )}
        {state.status === 'done' && state.total > hits.length && (
          <a
            href={`/search/?q=${encodeURIComponent(state.query)}`}
            className="block border-t border-line bg-mist px-4 py-2.5 text-sm font-semibold text-cool-700 hover:underline"
          >
            See all {state.total} results
          </a>
        )}
      </div>
    </form>
  );
}
