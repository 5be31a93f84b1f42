import { ComposedPage } from '@/components/templates/composed-page';
import { page as supportCenter } from '@/content/pages/resources/support-center';
import { definePage } from '@/lib/define-page';

const page = definePage('/resources/support-center', () => <ComposedPage content={supportCenter} />);

export const metadata = page.metadata;
export default page.Page;
