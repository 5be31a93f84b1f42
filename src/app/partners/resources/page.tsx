import { ComposedPage } from '@/components/templates/composed-page';
import resources from '@/content/pages/partners/resources';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/partners/resources');

export default function Page() {
  return (
    <>
      <PageLd path="/partners/resources" />
      <ComposedPage content={resources} />
    </>
  );
}
