import { ComposedPage } from '@/components/templates/composed-page';
import { page as become } from '@/content/pages/partners/become';
import { definePage } from '@/lib/define-page';

const page = definePage('/partners/become', () => <ComposedPage content={become} />);

export const metadata = page.metadata;
export default page.Page;
