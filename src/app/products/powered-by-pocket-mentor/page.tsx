import { ComposedPage } from '@/components/templates/composed-page';
import { poweredBy } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/products/powered-by-pocket-mentor');

export default function Page() {
  return <ComposedPage content={poweredBy} />;
}
