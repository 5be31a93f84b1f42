import { ConnectionsHrPage } from '@/components/templates/connections-hr-page';
import { connectionsHr } from '@/content/pages/products';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/products/connections-hr');

export default function Page() {
  return (
    <>
      <PageLd path="/products/connections-hr" />
      <ConnectionsHrPage content={connectionsHr} />
    </>
  );
}
