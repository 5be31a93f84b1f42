import { ComposedPage } from '@/components/templates/composed-page';
import documentation from '@/content/pages/resources/documentation';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/resources/documentation');

export default function Page() {
  return <ComposedPage content={documentation} />;
}
