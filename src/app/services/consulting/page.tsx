import { ComposedPage } from '@/components/templates/composed-page';
import { consulting } from '@/content/pages/services';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/services/consulting');

export default function Page() {
  return <ComposedPage content={consulting} />;
}
