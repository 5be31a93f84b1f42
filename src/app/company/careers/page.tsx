import { ComposedPage } from '@/components/templates/composed-page';
import careers from '@/content/pages/company/careers';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/careers');

export default function Page() {
  return (
    <>
      <PageLd path="/company/careers" />
      <ComposedPage content={careers} />
    </>
  );
}
