import { ComposedPage } from '@/components/templates/composed-page';
import { page as cookiePolicy } from '@/content/pages/legal/cookie-policy';
import { definePage } from '@/lib/define-page';

const page = definePage('/legal/cookie-policy', () => <ComposedPage content={cookiePolicy} />);

export const metadata = page.metadata;
export default page.Page;
