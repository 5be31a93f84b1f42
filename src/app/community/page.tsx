import { CommunityPage } from '@/components/templates/community-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/community');

export default function Page() {
  return <CommunityPage />;
}
