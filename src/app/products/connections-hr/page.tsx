import { ComposedPage } from '@/components/templates/composed-page';
import { connectionsHr } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/products/connections-hr');

export default function Page() {
  return <ComposedPage content={connectionsHr} />;
}
