import { SearchForm } from '@/components/layout/search-form';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { searchWords } from '@/lib/ui-words';
import type { ComposedBody } from '@/schemas/composed';

/**
 * A reference page's header (the documentation): eyebrow, title, one line and a search box, no band or scene, so the
 * contents and the first section start in the first screen. The box is the site's search form with a hidden `in`,
 * the page's section: /search shows only that section's pages (Pagefind's `section` filter, seo/json-ld.tsx),
 * with a link to search the whole site. Without a `scope` (the editor's preview) it searches everything.
 */
export function DocsHeader({
  hero,
  search,
  scope,
}: {
  hero: ComposedBody['hero'];
  search: NonNullable<ComposedBody['hero']['search']>;
  scope?: string;
}) {
  return (
    <section aria-labelledby="page-title" data-hero="" className="border-b border-line bg-mist">
      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-end lg:gap-14">
        <div>
          <p className="eyebrow text-tint-700">{hero.eyebrow}</p>
          <h1 id="page-title" className="mt-3 text-display font-extrabold text-ink-950">
            {headingText(hero.title)}
          </h1>
          <p className="mt-4 max-w-[52ch] text-lead text-body">{hero.tagline}</p>
        </div>
        <div>
          <SearchForm
            id="docs-search"
            copy={{ ...searchWords, placeholder: search.placeholder }}
            label={search.label}
            className="[&_input]:h-13 [&_input]:bg-white [&_input]:text-base [&_input]:shadow-sm"
          >
            {scope && <input type="hidden" name="in" value={scope} />}
          </SearchForm>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
            <Button href={hero.cta.href} variant="secondary" arrow primaryAction>
              {hero.cta.label}
            </Button>
            {hero.secondary && (
              <ArrowLink href={hero.secondary.href} className="min-h-11 text-tint-700 hover:text-ink-950">
                {hero.secondary.label}
              </ArrowLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
