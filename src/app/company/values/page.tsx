import { ComposedPage } from '@/components/templates/composed-page';
import values from '@/content/pages/company/values';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/values');

export default function Page() {
  return (
    <>
      <PageLd path="/company/values" />
      <ComposedPage content={values} />
    </>
  );
}
