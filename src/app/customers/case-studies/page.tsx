import { ComposedPage } from '@/components/templates/composed-page';
import { caseStudies } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/customers/case-studies');

export default function Page() {
  return (
    <>
      <PageLd path="/customers/case-studies" />
      <ComposedPage content={caseStudies} />
    </>
  );
}
