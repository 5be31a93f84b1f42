import { ComposedPage } from '@/components/templates/composed-page';
import cultureAndInclusion from '@/content/pages/company/culture-and-inclusion';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/culture-and-inclusion');

export default function Page() {
  return <ComposedPage content={cultureAndInclusion} />;
}
