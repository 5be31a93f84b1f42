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
import { searchSite, type SearchHit } from './pagefind';

/**
 * The page's wording (src/content/pages/search.yaml), the site's no-match line, and the name of the section whose
 * hits lead (the products), as JSON in the markup.
 */
export type ResultsWording = SearchResultsCopy & { noMatch: string; lead: string };

export async function showSearchResults(root: HTMLElement) {
  if (root.dataset.searchState) return;
  const copy = JSON.parse(root.dataset.searchResults!) as ResultsWording;
  const params = new URLSearchParams(window.location.search);
  const query = params.get('q')?.trim() ?? '';
  // ?in=: one section's pages only (the documentation's search box), with a way to search the whole site.
  const section = params.get('in')?.trim() || undefined;
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
    r = await searchSite(query, 50, section, copy.lead);
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
  if (section) {
    const scope = add('p', 'mt-1 text-small text-muted', `${format(copy.inSection, { section })} `);
    const all = add(
      'a',
      'font-semibold text-cool-700 underline underline-offset-4 hover:text-ink-950',
      copy.everywhere,
    );
    all.setAttribute('href', `/search/?q=${encodeURIComponent(query)}`);
    scope.append(all);
    wrap.append(scope);
  }
  if (!r.total) wrap.append(template('data-search-no-match'));
  else root.dataset.searchFound = '';
  if (r.hits.length) {
    // The hits grouped by section, each section where its best hit ranks (the products first), with a contents.
    const groups = new Map<string, SearchHit[]>();
    for (const hit of r.hits) groups.set(hit.section, [...(groups.get(hit.section) ?? []), hit]);
    const layout = add('div', 'mt-8 grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12');
    const jump = add('nav', 'lg:sticky lg:top-28 lg:self-start');
    jump.setAttribute('aria-label', copy.bySection);
    const jumps = add('ul', 'flex flex-wrap gap-1 lg:grid lg:gap-0.5');
    jump.append(
      add('p', 'mb-2 text-xs font-semibold uppercase tracking-[0.12em] text-cool-700 lg:px-3', copy.bySection),
      jumps,
    );
    const results = add('div', '');
    results.setAttribute('role', 'region');
    results.setAttribute('aria-label', format(copy.resultsFor, { q: query }));
    for (const [name, hits] of groups) {
      const id = `results-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      const link = template('data-search-jump');
      const a = link.querySelector('a')!;
      a.href = `#${id}`;
      const [label, count] = a.querySelectorAll('span');
      label!.textContent = name;
      count!.textContent = String(hits.length);
      jumps.append(link);
      const group = template('data-search-group');
      group.id = id;
      const [heading, total] = group.querySelectorAll('h2 span');
      heading!.textContent = name;
      total!.textContent = String(hits.length);
      const list = group.querySelector('ol')!;
      list.setAttribute('aria-label', name);
      for (const hit of hits) {
        const item = template('data-search-hit');
        const link = item.querySelector('a')!;
        link.href = hit.url;
        const [title, path, excerpt] = link.querySelectorAll('span');
        title!.textContent = hit.title;
        // The address as a visitor would type it: no trailing slash, but the home page's own "/".
        path!.textContent = hit.url.replace(/(.)\/$/, '$1');
        // Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>; cut at a word, with an ellipsis.
        excerpt!.innerHTML = cutExcerpt(hit.excerpt, 200);
        list.append(item);
      }
      results.append(group);
    }
    layout.append(jump, results);
    wrap.append(layout);
  }
  root.dataset.searchState = 'done';
  // Analytics (docs/analytics.md): how many pages matched, never the query.
  if (__PM_ANALYTICS__) emitAnalytics({ name: 'Search', props: { results: String(r.total) } });
}
