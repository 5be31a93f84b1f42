import { ComposedPage } from '@/components/templates/composed-page';
import { page as aboutUs } from '@/content/pages/company/about-us';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/about-us', () => <ComposedPage content={aboutUs} />);

export const metadata = page.metadata;
export default page.Page;
