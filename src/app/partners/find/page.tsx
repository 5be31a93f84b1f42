import { ComposedPage } from '@/components/templates/composed-page';
import { page as find } from '@/content/pages/partners/find';
import { definePage } from '@/lib/define-page';

const page = definePage('/partners/find', () => <ComposedPage content={find} />);

export const metadata = page.metadata;
export default page.Page;
