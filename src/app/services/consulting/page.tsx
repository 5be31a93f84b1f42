import { ComposedPage } from '@/components/templates/composed-page';
import { consulting } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/services/consulting');

export default function Page() {
  return (
    <>
      <PageLd path="/services/consulting" />
      <ComposedPage content={consulting} />
    </>
  );
}
