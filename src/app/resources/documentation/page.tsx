import { ComposedPage } from '@/components/templates/composed-page';
import { page as documentation } from '@/content/pages/resources/documentation';
import { definePage } from '@/lib/define-page';

const page = definePage('/resources/documentation', () => <ComposedPage content={documentation} />);

export const metadata = page.metadata;
export default page.Page;
