import { ComposedPage } from '@/components/templates/composed-page';
import { testimonials } from '@/content/pages/customers';
import { definePage } from '@/lib/define-page';

const page = definePage('/customers/testimonials', () => <ComposedPage content={testimonials} />);

export const metadata = page.metadata;
export default page.Page;
