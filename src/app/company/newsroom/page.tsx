import { ComposedPage } from '@/components/templates/composed-page';
import newsroom from '@/content/pages/company/newsroom';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/newsroom');

export default function Page() {
  return <ComposedPage content={newsroom} />;
}
