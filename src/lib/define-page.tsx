import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { PageLd } from '@/components/seo/json-ld';

import { metadataFor } from './metadata';

/**
 * One page of the route registry, its path written once: the page's metadata (title, description,
 * canonical, social card) and a component that renders its JSON-LD and search metadata before `render()`.
 * Use in `src/app/<path>/page.tsx`: `const page = definePage('/x', () => <X />); export const metadata =
 * page.metadata; export default page.Page;`
 */
export function definePage(path: string, render: () => ReactNode): { metadata: Metadata; Page: () => ReactNode } {
  return {
    metadata: metadataFor(path),
    Page: function Page() {
      return (
        <>
          <PageLd path={path} />
          {render()}
        </>
      );
    },
  };
}
