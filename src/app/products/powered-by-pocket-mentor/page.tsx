import { ComposedPage } from '@/components/templates/composed-page';
import { poweredBy } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/products/powered-by-pocket-mentor');

export default function Page() {
  return (
    <>
      <PageLd path="/products/powered-by-pocket-mentor" />
      <ComposedPage content={poweredBy} />
    </>
  );
}
