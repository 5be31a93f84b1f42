import { ComposedPage } from '@/components/templates/composed-page';
import { poweredBy } from '@/content/pages/products';
import { definePage } from '@/lib/define-page';

const page = definePage('/products/powered-by-pocket-mentor', () => <ComposedPage content={poweredBy} />);

export const metadata = page.metadata;
export default page.Page;
