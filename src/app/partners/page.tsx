import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/partners');

export default function Page() {
  return <OverviewPage section="partners" />;
}
