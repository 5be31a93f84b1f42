import { ComposedPage } from '@/components/templates/composed-page';
import { page as careers } from '@/content/pages/company/careers';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/careers', () => <ComposedPage content={careers} />);

export const metadata = page.metadata;
export default page.Page;
