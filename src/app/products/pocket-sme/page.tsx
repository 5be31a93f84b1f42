import { ComposedPage } from '@/components/templates/composed-page';
import { pocketSme } from '@/content/pages/products';
import { definePage } from '@/lib/define-page';

const page = definePage('/products/pocket-sme', () => <ComposedPage content={pocketSme} />);

export const metadata = page.metadata;
export default page.Page;
