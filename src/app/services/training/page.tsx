import { ComposedPage } from '@/components/templates/composed-page';
import { training } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/services/training');

export default function Page() {
  return <ComposedPage content={training} />;
}
