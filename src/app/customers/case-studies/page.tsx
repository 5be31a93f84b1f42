import { ComposedPage } from '@/components/templates/composed-page';
import { caseStudies } from '@/content/pages/customers';
import { definePage } from '@/lib/define-page';

const page = definePage('/customers/case-studies', () => <ComposedPage content={caseStudies} />);

export const metadata = page.metadata;
export default page.Page;
