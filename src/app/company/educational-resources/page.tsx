import { ComposedPage } from '@/components/templates/composed-page';
import educationalResources from '@/content/pages/company/educational-resources';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/educational-resources');

export default function Page() {
  return <ComposedPage content={educationalResources} />;
}
