import { ComposedPage } from '@/components/templates/composed-page';
import { connectionsHr } from '@/content/pages/products';
import { definePage } from '@/lib/define-page';

const page = definePage('/products/connections-hr', () => <ComposedPage content={connectionsHr} />);

export const metadata = page.metadata;
export default page.Page;
