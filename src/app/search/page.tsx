import { SearchPage } from '@/components/templates/search-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/search');

export default function Page() {
  return <SearchPage />;
}
