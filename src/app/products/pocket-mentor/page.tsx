import { PocketMentorPage } from '@/components/templates/product-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/products/pocket-mentor');

export default function Page() {
  return <PocketMentorPage />;
}
