import { SummaryPage } from '@/components/templates/summary-page';
import { metadataFor } from '@/lib/metadata';

const path = '/company/social-impact';
export const metadata = metadataFor(path);

export default function Page() {
  return <SummaryPage path={path} />;
}
