import { ComposedPage } from '@/components/templates/composed-page';
import termsOfService from '@/content/pages/legal/terms-of-service';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/legal/terms-of-service');

export default function Page() {
  return <ComposedPage content={termsOfService} />;
}
