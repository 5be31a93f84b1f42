import { ComposedPage } from '@/components/templates/composed-page';
import { page as resources } from '@/content/pages/partners/resources';
import { definePage } from '@/lib/define-page';

const page = definePage('/partners/resources', () => <ComposedPage content={resources} />);

export const metadata = page.metadata;
export default page.Page;
