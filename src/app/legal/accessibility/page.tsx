import { ComposedPage } from '@/components/templates/composed-page';
import { page as accessibility } from '@/content/pages/legal/accessibility';
import { definePage } from '@/lib/define-page';

const page = definePage('/legal/accessibility', () => <ComposedPage content={accessibility} />);

export const metadata = page.metadata;
export default page.Page;
