import type { Thing, WithContext } from 'schema-dts';

import { labelOf } from '@/lib/route-list';
import { getRoute, sectionNames } from '@/lib/routes';
import { breadcrumbLd, organizationLd, productLd } from '@/lib/structured-data';
import type { PageRef } from '@/schemas/common';

/** A JSON-LD data block (not executed, so it needs no CSP hash). `<` is escaped so text cannot close the tag. */
export function JsonLd({ data }: { data: WithContext<Thing> | null }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

export function OrganizationLd() {
  return <JsonLd data={organizationLd()} />;
}

/** Product and breadcrumb data for one page (whichever apply), and its section for the search index. */
export function PageLd({ page: { path, meta } }: { page: PageRef }) {
  return (
    <>
      <SearchMeta path={path} />
      <JsonLd data={productLd(path, meta.description)} />
      <JsonLd data={breadcrumbLd(path)} />
    </>
  );
}

/**
 * What the search index (Pagefind) records for the page: its name as the menus show it (so results read alike:
 * "Construction" under Industries, "CFO" under Solutions; an edition, which shares its industry's name, keeps its
 * full title) and section (also a filter), and that name weighted above body text so "field technician" ranks the Field
 * Technician page first.
 */
function SearchMeta({ path }: { path: string }) {
  const route = getRoute(path);
  const title = route.canonical ? route.title : labelOf(route);
  return (
    <span hidden data-pagefind-meta={`title:${title}`}>
      <span data-pagefind-meta={`section:${sectionNames[route.section]}`} />
      {/* The same name as a filter: a reference page's search box searches its own section (DocsHeader). */}
      <span data-pagefind-filter={`section:${sectionNames[route.section]}`} />
      <span data-pagefind-weight="10">{labelOf(route)}</span>
    </span>
  );
}
