import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company');

export default function Page() {
  return <OverviewPage section="company" />;
}
