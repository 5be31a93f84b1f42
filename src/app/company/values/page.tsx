import { ComposedPage } from '@/components/templates/composed-page';
import { page as values } from '@/content/pages/company/values';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/values', () => <ComposedPage content={values} />);

export const metadata = page.metadata;
export default page.Page;
