import { ComposedPage } from '@/components/templates/composed-page';
import { implementation } from '@/content/pages/services';
import { definePage } from '@/lib/define-page';

const page = definePage('/services/implementation', () => <ComposedPage content={implementation} />);

export const metadata = page.metadata;
export default page.Page;
