import { SummaryPage } from '@/components/templates/summary-page';
import { metadataFor } from '@/lib/metadata';

const path = '/products/connections-hr';
export const metadata = metadataFor(path);

export default function Page() {
  return <SummaryPage path={path} />;
}
