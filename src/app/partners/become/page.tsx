import { ComposedPage } from '@/components/templates/composed-page';
import become from '@/content/pages/partners/become';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/partners/become');

export default function Page() {
  return (
    <>
      <PageLd path="/partners/become" />
      <ComposedPage content={become} />
    </>
  );
}
