import { ComposedPage } from '@/components/templates/composed-page';
import { pocketSme } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/products/pocket-sme');

export default function Page() {
  return (
    <>
      <PageLd path="/products/pocket-sme" />
      <ComposedPage content={pocketSme} />
    </>
  );
}
