import { ComposedPage } from '@/components/templates/composed-page';
import { caseStudies } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/customers/case-studies');

export default function Page() {
  return <ComposedPage content={caseStudies} />;
}
