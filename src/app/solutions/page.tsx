import { OverviewPage } from '@/components/templates/overview-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/solutions', () => <OverviewPage section="solutions" />);

export const metadata = page.metadata;
export default page.Page;
