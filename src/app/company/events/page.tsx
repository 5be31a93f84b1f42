import { ComposedPage } from '@/components/templates/composed-page';
import { page as events } from '@/content/pages/company/events';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/events', () => <ComposedPage content={events} />);

export const metadata = page.metadata;
export default page.Page;
