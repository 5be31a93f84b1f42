import { ComposedPage } from '@/components/templates/composed-page';
import aboutUs from '@/content/pages/company/about-us';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/about-us');

export default function Page() {
  return (
    <>
      <PageLd path="/company/about-us" />
      <ComposedPage content={aboutUs} />
    </>
  );
}
