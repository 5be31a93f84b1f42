import { SearchPage } from '@/components/templates/search-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/search', () => <SearchPage />);

export const metadata = page.metadata;
export default page.Page;
