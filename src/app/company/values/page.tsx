import { ComposedPage } from '@/components/templates/composed-page';
import values from '@/content/pages/company/values';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/values');

export default function Page() {
  return <ComposedPage content={values} />;
}
