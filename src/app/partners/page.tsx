import { OverviewPage } from '@/components/templates/overview-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/partners', () => <OverviewPage section="partners" />);

export const metadata = page.metadata;
export default page.Page;
