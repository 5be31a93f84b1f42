import { PocketMentorPage } from '@/components/templates/product-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/products/pocket-mentor', () => <PocketMentorPage />);

export const metadata = page.metadata;
export default page.Page;
