import { ComposedPage } from '@/components/templates/composed-page';
import accessibility from '@/content/pages/legal/accessibility';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/legal/accessibility');

export default function Page() {
  return (
    <>
      <PageLd path="/legal/accessibility" />
      <ComposedPage content={accessibility} />
    </>
  );
}
