/**
 * The header search box. Without JavaScript (or before it loads) it is a plain GET form to /search/.
 * With JavaScript it is an ARIA combobox: results (title, section, highlighted excerpt) appear as you
 * type; ↑/↓ move, Enter opens, Escape closes; a live region announces the count; "/" focuses it.
 * It is an island (ui/islands): React and this component load on the first pointer or focus on it, and Pagefind
 * and its index on first focus, so none of it is first-load JavaScript. "/" is handled by the page loader.
 */
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { SearchForm } from '@/components/layout/search-form';
import { settlePress } from '@/components/ui/islands/names';
import { searchText } from '@/lib/search-words';
import type { SearchCopy } from '@/schemas/site-words';

import { HitText } from './hit-text';
import { loadSearch } from './pagefind';
import { useSearch } from './use-search';

/** `copy`: the search box's words, from the server (the island's props). */
export function SearchBox({ id, copy: words, className }: { id: string; copy: SearchCopy; className?: string }) {
  const copy = searchText(words);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, resetSearch] = useSearch(query, 6, () => setActive(-1));

  const hits = state.status === 'done' ? state.hits : [];
  // Open from the first character typed: "Searching…" until the first answer (the search itself waits for typing
  // to pause), so a keystroke shows at once.
  const expanded = open && query.trim() !== '';
  // Text typed before React listened opened the panel by CSS alone (globals.css, data-search-panel): it is this
  // component's from now on.
  useEffect(() => {
    if (expanded) settlePress(input.current);
  }, [expanded]);
  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    window.location.assign(url);
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
      ? copy.searching
      : state.status === 'error'
        ? copy.unavailableBox
        : state.status === 'done'
          ? state.total
            ? copy.found(state.total, state.query)
            : copy.noMatch(state.query)
          : '';

  return (
    <SearchForm
      copy={words}
      slashFocus
      id={id}
      className={className}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      inputProps={{
        ref: input,
        role: 'combobox',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
        'aria-keyshortcuts': '/',
        value: query,
        onChange: (e) => {
          setQuery(e.target.value);
          setOpen(true);
          if (!e.target.value.trim()) resetSearch();
        },
        onFocus: () => {
          setOpen(true);
          void loadSearch().catch(() => {});
        },
        // A click alone (a screen reader's, element.click()) focuses the field, as a pointer's press does.
        onClick: (e) => {
          if (document.activeElement !== e.currentTarget) e.currentTarget.focus();
        },
        onKeyDown,
      }}
      adornment={
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute right-11 top-1/2 hidden -translate-y-1/2 rounded border border-line bg-white px-1.5 text-xs font-semibold text-muted xl:block"
        >
          /
        </kbd>
      }
    >
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
      <div
        data-search-panel
        hidden={!expanded}
        className="absolute left-0 top-full z-[60] mt-2 max-h-[calc(100vh-6rem)] w-[min(34rem,calc(100vw-2.5rem))] overflow-y-auto rounded-2xl border border-line bg-white shadow-lift"
      >
        <div role="listbox" id={listId} aria-label={copy.resultsLabel}>
          {hits.map((h, i) => (
            // The keyboard drives the options from the input (aria-activedescendant); a click picks one.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={h.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(h.url)}
              onMouseMove={() => setActive(i)}
              className={clsx(
                'cursor-pointer border-b border-line px-4 py-3 last:border-b-0',
                i === active && 'bg-mist',
              )}
            >
              <HitText hit={h} />
            </div>
          ))}
        </div>
        {state.status === 'done' && state.total === 0 && (
          <div className="px-4 py-4 text-sm">
            <p className="font-semibold text-ink-950">{copy.noMatch(state.query)}</p>
            <p className="mt-1 text-muted">
              {copy.tryInstead}{' '}
              <a href="/contact/" className="font-semibold text-cool-700 underline">
                {copy.askUs}
              </a>
              .
            </p>
          </div>
        )}
        {(state.status === 'loading' || state.status === 'idle') && (
          <p className="px-4 py-3 text-sm text-muted">{copy.searching}</p>
        )}
        {state.status === 'error' && <p className="px-4 py-3 text-sm text-muted">{copy.unavailableBox}</p>}
        {state.status === 'done' && state.total > hits.length && (
          <a
            href={`/search/?q=${encodeURIComponent(state.query)}`}
            className="block border-t border-line bg-mist px-4 py-2.5 text-sm font-semibold text-cool-700 hover:underline"
          >
            {copy.seeAll(state.total)}
          </a>
        )}
      </div>
    </SearchForm>
  );
}
