import { ComposedPage } from '@/components/templates/composed-page';
import { implementation } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/services/implementation');

export default function Page() {
  return (
    <>
      <PageLd path="/services/implementation" />
      <ComposedPage content={implementation} />
    </>
  );
}
