import { CommunityPage } from '@/components/templates/community-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/community', () => <CommunityPage />);

export const metadata = page.metadata;
export default page.Page;
