import { ComposedPage } from '@/components/templates/composed-page';
import { consulting } from '@/content/pages/services';
import { definePage } from '@/lib/define-page';

const page = definePage('/services/consulting', () => <ComposedPage content={consulting} />);

export const metadata = page.metadata;
export default page.Page;
