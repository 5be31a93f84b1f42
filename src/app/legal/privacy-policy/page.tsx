import { ComposedPage } from '@/components/templates/composed-page';
import privacyPolicy from '@/content/pages/legal/privacy-policy';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/legal/privacy-policy');

export default function Page() {
  return (
    <>
      <PageLd path="/legal/privacy-policy" />
      <ComposedPage content={privacyPolicy} />
    </>
  );
}
