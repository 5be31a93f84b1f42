import { ComposedPage } from '@/components/templates/composed-page';
import { page as webinars } from '@/content/pages/resources/webinars';
import { definePage } from '@/lib/define-page';

const page = definePage('/resources/webinars', () => <ComposedPage content={webinars} />);

export const metadata = page.metadata;
export default page.Page;
