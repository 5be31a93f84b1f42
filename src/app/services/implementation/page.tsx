import { ComposedPage } from '@/components/templates/composed-page';
import { implementation } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/services/implementation');

export default function Page() {
  return <ComposedPage content={implementation} />;
}
