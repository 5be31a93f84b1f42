import { ComposedPage } from '@/components/templates/composed-page';
import aboutUs from '@/content/pages/company/about-us';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/about-us');

export default function Page() {
  return <ComposedPage content={aboutUs} />;
}
