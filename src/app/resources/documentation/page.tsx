import { ComposedPage } from '@/components/templates/composed-page';
import documentation from '@/content/pages/resources/documentation';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/resources/documentation');

export default function Page() {
  return (
    <>
      <PageLd path="/resources/documentation" />
      <ComposedPage content={documentation} />
    </>
  );
}
