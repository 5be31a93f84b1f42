import { ComposedPage } from '@/components/templates/composed-page';
import find from '@/content/pages/partners/find';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/partners/find');

export default function Page() {
  return (
    <>
      <PageLd path="/partners/find" />
      <ComposedPage content={find} />
    </>
  );
}
