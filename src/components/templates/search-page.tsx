import { SearchForm } from '@/components/layout/search-form';
import { SearchResults } from '@/components/search/search-results';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { format } from '@/lib/format';
import { labelOf, type RouteEntry, type SectionId } from '@/lib/route-list';
import { routes, sectionNames } from '@/lib/routes';
import { searchWords } from '@/lib/ui-words';
import type { SearchContent } from '@/schemas/search';

/**
 * /search: results for ?q= from the Pagefind index (JavaScript), then every section's pages, so the
 * page is useful without JavaScript too, where it says plainly that search needs it.
 */
export function SearchPage({ content: c }: { content: SearchContent }) {
  const groups = new Map<SectionId, RouteEntry[]>();
  // Every page but home, aliases, unlisted pages and the posts (the blog page lists those).
  for (const r of routes) {
    if (r.canonical || r.noindex || r.path === '/' || r.path.startsWith('/blog/')) continue;
    groups.set(r.section, [...(groups.get(r.section) ?? []), r]);
  }
  return (
    <Section>
      <h1 className="text-display font-extrabold">{c.title}</h1>
      <SearchForm id="search-page-input" copy={searchWords} label={c.again} className="mt-8 max-w-xl" />
      {/* Shown only when scripting is off (globals.css: [data-nojs-only]). */}
      <p
        data-nojs-only=""
        className="mt-6 max-w-2xl rounded-2xl border border-line bg-mist p-6 font-semibold text-ink-950"
      >
        {c.noScript}
      </p>
      {/* Drawn at load by a small script on Pagefind's API (search/search-results-client.ts), no React. */}
      <SearchResults copy={c.searchResultsCopy} />
      {/* A site map rather than a wall of boxes: each section a heading over rows of links. Without JavaScript, with
          no query or no match it is the way on; once results are drawn it steps aside (globals.css). */}
      <div data-search-browse="">
        <h2 className="mt-16 text-h2 font-bold">{c.browseHeading}</h2>
        <div className="mt-8 grid gap-10">
          {[...groups].map(([section, list]) => (
            <nav
              key={section}
              aria-label={format(c.sectionNav, { section: sectionNames[section] })}
              className="border-t border-line pt-6"
            >
              <h3 className="text-h3 font-semibold">{sectionNames[section]}</h3>
              <ul className="mt-2 -mx-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((r) => (
                  <li key={r.path}>
                    <SmartLink href={r.path} className="block rounded-lg px-3 py-2.5 hover:bg-mist">
                      <span className="block font-semibold text-ink-950">{labelOf(r)}</span>
                      <span className="mt-1 block text-sm text-muted">{r.blurb}</span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
    </Section>
  );
}
