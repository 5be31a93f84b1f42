import { ComposedPage } from '@/components/templates/composed-page';
import find from '@/content/pages/partners/find';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/partners/find');

export default function Page() {
  return <ComposedPage content={find} />;
}
