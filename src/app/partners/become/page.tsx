import { ComposedPage } from '@/components/templates/composed-page';
import become from '@/content/pages/partners/become';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/partners/become');

export default function Page() {
  return <ComposedPage content={become} />;
}
