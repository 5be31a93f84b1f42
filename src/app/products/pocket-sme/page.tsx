import { ComposedPage } from '@/components/templates/composed-page';
import { pocketSme } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/products/pocket-sme');

export default function Page() {
  return <ComposedPage content={pocketSme} />;
}
