import { ComposedPage } from '@/components/templates/composed-page';
import privacyPolicy from '@/content/pages/legal/privacy-policy';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/legal/privacy-policy');

export default function Page() {
  return <ComposedPage content={privacyPolicy} />;
}
