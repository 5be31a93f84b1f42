import { ComposedPage } from '@/components/templates/composed-page';
import { page as leadership } from '@/content/pages/company/leadership';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/leadership', () => <ComposedPage content={leadership} />);

export const metadata = page.metadata;
export default page.Page;
