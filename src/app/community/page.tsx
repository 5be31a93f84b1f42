import { CommunityPage } from '@/components/templates/community-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/community');

export default function Page() {
  return (
    <>
      <PageLd path="/community" />
      <CommunityPage />
    </>
  );
}
