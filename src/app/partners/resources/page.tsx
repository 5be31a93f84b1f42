import { ComposedPage } from '@/components/templates/composed-page';
import resources from '@/content/pages/partners/resources';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/partners/resources');

export default function Page() {
  return <ComposedPage content={resources} />;
}
