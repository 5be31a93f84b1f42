import { OverviewPage } from '@/components/templates/overview-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/services');

export default function Page() {
  return (
    <>
      <PageLd path="/services" />
      <OverviewPage section="services" />
    </>
  );
}
