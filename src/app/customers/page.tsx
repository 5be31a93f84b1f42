import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/customers');

export default function Page() {
  return (
    <>
      <PageLd path="/customers" />
      <OverviewPage section="customers" />
    </>
  );
}
