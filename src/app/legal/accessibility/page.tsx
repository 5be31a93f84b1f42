import { ComposedPage } from '@/components/templates/composed-page';
import accessibility from '@/content/pages/legal/accessibility';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/legal/accessibility');

export default function Page() {
  return <ComposedPage content={accessibility} />;
}
