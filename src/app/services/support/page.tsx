import { ComposedPage } from '@/components/templates/composed-page';
import { support } from '@/content/pages/services';
import { definePage } from '@/lib/define-page';

const page = definePage('/services/support', () => <ComposedPage content={support} />);

export const metadata = page.metadata;
export default page.Page;
