import { ComposedPage } from '@/components/templates/composed-page';
import cultureAndInclusion from '@/content/pages/company/culture-and-inclusion';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/culture-and-inclusion');

export default function Page() {
  return (
    <>
      <PageLd path="/company/culture-and-inclusion" />
      <ComposedPage content={cultureAndInclusion} />
    </>
  );
}
