import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/customers');

export default function Page() {
  return <OverviewPage section="customers" />;
}
