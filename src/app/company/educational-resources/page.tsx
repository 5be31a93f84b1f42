import { ComposedPage } from '@/components/templates/composed-page';
import educationalResources from '@/content/pages/company/educational-resources';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/educational-resources');

export default function Page() {
  return (
    <>
      <PageLd path="/company/educational-resources" />
      <ComposedPage content={educationalResources} />
    </>
  );
}
