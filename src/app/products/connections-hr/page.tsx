import { ConnectionsHrPage } from '@/components/templates/connections-hr-page';
import { connectionsHr } from '@/content/pages/products';
import { definePage } from '@/lib/define-page';

const page = definePage('/products/connections-hr', () => <ConnectionsHrPage content={connectionsHr} />);

export const metadata = page.metadata;
export default page.Page;
