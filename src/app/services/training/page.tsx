import { ComposedPage } from '@/components/templates/composed-page';
import { training } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/services/training');

export default function Page() {
  return (
    <>
      <PageLd path="/services/training" />
      <ComposedPage content={training} />
    </>
  );
}
