import { ComposedPage } from '@/components/templates/composed-page';
import { support } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/services/support');

export default function Page() {
  return <ComposedPage content={support} />;
}
