import { ComposedPage } from '@/components/templates/composed-page';
import cookiePolicy from '@/content/pages/legal/cookie-policy';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/legal/cookie-policy');

export default function Page() {
  return (
    <>
      <PageLd path="/legal/cookie-policy" />
      <ComposedPage content={cookiePolicy} />
    </>
  );
}
