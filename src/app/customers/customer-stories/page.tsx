import { ComposedPage } from '@/components/templates/composed-page';
import { customerStories } from '@/content/pages/customers';
import { definePage } from '@/lib/define-page';

const page = definePage('/customers/customer-stories', () => <ComposedPage content={customerStories} />);

export const metadata = page.metadata;
export default page.Page;
