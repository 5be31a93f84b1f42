import { ComposedPage } from '@/components/templates/composed-page';
import { support } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/services/support');

export default function Page() {
  return (
    <>
      <PageLd path="/services/support" />
      <ComposedPage content={support} />
    </>
  );
}
