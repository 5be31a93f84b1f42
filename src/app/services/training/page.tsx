import { ComposedPage } from '@/components/templates/composed-page';
import { training } from '@/content/pages/services';
import { definePage } from '@/lib/define-page';

const page = definePage('/services/training', () => <ComposedPage content={training} />);

export const metadata = page.metadata;
export default page.Page;
