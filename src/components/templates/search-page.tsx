import Link from 'next/link';
import { labelOf, routes, sectionNames, type RouteEntry, type SectionId } from '@/content/routes';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SearchForm } from '@/components/layout/search-form';
import { SearchFilter } from './search-filter';

/** /search: the whole site index, server-rendered; with JavaScript it narrows to the query. */
export function SearchPage() {
  const groups = new Map<SectionId, RouteEntry[]>();
  for (const r of routes) {
    if (r.canonical || r.noindex || r.path === '/') continue;
    groups.set(r.section, [...(groups.get(r.section) ?? []), r]);
  }
  return (
    <Section>
      <h1 className="text-display font-extrabold">Search</h1>
      <SearchForm id="search-page-input" label="Search this site again" className="mt-8 max-w-xl" />
      <SearchFilter listId="search-index" />
      <div id="search-empty" hidden className="mt-6 rounded-2xl border border-line bg-mist p-6">
        <p className="font-semibold text-ink-950">Nothing matched. Try a shorter word, an industry or a role.</p>
        <p className="mt-1">Or ask us directly: we will point you to the right page.</p>
        <div className="mt-4"><Button href="/contact" arrow>Contact us</Button></div>
      </div>
      <div id="search-index" className="mt-10 grid gap-10">
        {[...groups].map(([section, list]) => (
          <div key={section} data-search-group="">
            <h2 className="text-h3 font-semibold">{sectionNames[section]}</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((r) => (
                <li key={r.path} data-search-item={`${r.title} ${labelOf(r)} ${r.description} ${sectionNames[r.section]}`}>
                  <Link href={r.path} prefetch={false} className="block rounded-lg border border-line p-4 hover:bg-mist">
                    <span className="block font-semibold text-ink-950">{labelOf(r)}</span>
                    <span className="mt-1 block text-sm text-muted">{r.blurb ?? r.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
