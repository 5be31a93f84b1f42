/**
 * The /search results in the browser: reads ?q=, asks Pagefind (./pagefind.ts, its own API) and draws the
 * results into the markup of ./search-results.tsx, cloning its <template>s. Plain TypeScript, started by the
 * page's loader (ui/islands/loader.ts) at load, so the results page loads no React; the search box above it
 * wakes React only when the visitor uses it, like the header's.
 */

import { emitAnalytics } from '../../lib/analytics/events';
import { format, plural, type Plural } from '../../lib/format';
import type { SearchResultsCopy } from '../../schemas/search';
import { cutExcerpt } from './excerpt';
import { searchSite } from './pagefind';

/** The page's wording (src/content/pages/search.yaml) and the site's no-match line, as JSON in the markup. */
export type ResultsWording = SearchResultsCopy & { noMatch: string };

export async function showSearchResults(root: HTMLElement) {
  if (root.dataset.searchState) return;
  const copy = JSON.parse(root.dataset.searchResults!) as ResultsWording;
  const query = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
  const box = document.getElementById('search-page-input') as HTMLInputElement | null;
  if (box && query) box.value = query;
  const add = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
    const el = document.createElement(tag);
    el.className = className;
    el.textContent = text;
    return el;
  };
  if (!query) {
    root.dataset.searchState = 'done';
    return void root.append(add('p', 'mt-6 text-muted', copy.typeAWord));
  }
  root.dataset.searchState = 'loading';
  const wrap = add('div', 'mt-8');
  const status = add('p', 'font-semibold text-ink-950', format(copy.searchingFor, { q: query }));
  status.setAttribute('role', 'status');
  wrap.append(status);
  root.append(wrap);
  const started = performance.now();
  let r: Awaited<ReturnType<typeof searchSite>>;
  try {
    r = await searchSite(query, 50);
  } catch {
    root.dataset.searchState = 'failed';
    status.textContent = copy.unavailablePage;
    return;
  }
  document.documentElement.dataset.searchMs = String(Math.round(performance.now() - started));
  status.textContent = r.total
    ? plural(copy.pagesMatch as Plural, r.total, { q: query })
    : format(copy.noMatch, { q: query });
  const template = (name: string) =>
    (root.querySelector<HTMLTemplateElement>(`template[${name}]`)!.content.cloneNode(true) as DocumentFragment)
      .firstElementChild as HTMLElement;
  if (!r.total) wrap.append(template('data-search-no-match'));
  else root.dataset.searchFound = '';
  if (r.hits.length) {
    const list = add('ol', 'mt-6 grid gap-3');
    list.setAttribute('aria-label', format(copy.resultsFor, { q: query }));
    for (const hit of r.hits) {
      const item = template('data-search-hit');
      item.querySelector('a')!.href = hit.url;
      const [section, title, excerpt] = item.querySelectorAll('span');
      section!.textContent = hit.section;
      title!.textContent = hit.title;
      // Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>; cut at a word, with an ellipsis.
      excerpt!.innerHTML = cutExcerpt(hit.excerpt, 180);
      list.append(item);
    }
    wrap.append(list);
  }
  root.dataset.searchState = 'done';
  // Analytics (docs/analytics.md): how many pages matched, never the query.
  if (__PM_ANALYTICS__) emitAnalytics({ name: 'Search', props: { results: String(r.total) } });
}
