import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/solutions');

export default function Page() {
  return <OverviewPage section="solutions" />;
}
