import { SearchPage } from '@/components/templates/search-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/search');

export default function Page() {
  return (
    <>
      <PageLd path="/search" />
      <SearchPage />
    </>
  );
}
