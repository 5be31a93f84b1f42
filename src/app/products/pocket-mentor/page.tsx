import { PocketMentorPage } from '@/components/templates/product-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/products/pocket-mentor');

export default function Page() {
  return (
    <>
      <PageLd path="/products/pocket-mentor" />
      <PocketMentorPage />
    </>
  );
}
