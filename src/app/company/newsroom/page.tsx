import { ComposedPage } from '@/components/templates/composed-page';
import { page as newsroom } from '@/content/pages/company/newsroom';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/newsroom', () => <ComposedPage content={newsroom} />);

export const metadata = page.metadata;
export default page.Page;
