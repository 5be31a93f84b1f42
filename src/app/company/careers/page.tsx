import { ComposedPage } from '@/components/templates/composed-page';
import careers from '@/content/pages/company/careers';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/careers');

export default function Page() {
  return <ComposedPage content={careers} />;
}
