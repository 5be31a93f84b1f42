import { ComposedPage } from '@/components/templates/composed-page';
import termsOfService from '@/content/pages/legal/terms-of-service';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/legal/terms-of-service');

export default function Page() {
  return (
    <>
      <PageLd path="/legal/terms-of-service" />
      <ComposedPage content={termsOfService} />
    </>
  );
}
