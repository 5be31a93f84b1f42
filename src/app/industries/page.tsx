import { OverviewPage } from '@/components/templates/overview-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/industries', () => <OverviewPage section="industries" />);

export const metadata = page.metadata;
export default page.Page;
