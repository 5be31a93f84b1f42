import { ComposedPage } from '@/components/templates/composed-page';
import { page as privacyPolicy } from '@/content/pages/legal/privacy-policy';
import { definePage } from '@/lib/define-page';

const page = definePage('/legal/privacy-policy', () => <ComposedPage content={privacyPolicy} />);

export const metadata = page.metadata;
export default page.Page;
