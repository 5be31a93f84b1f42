import { ComposedPage } from '@/components/templates/composed-page';
import newsroom from '@/content/pages/company/newsroom';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/newsroom');

export default function Page() {
  return (
    <>
      <PageLd path="/company/newsroom" />
      <ComposedPage content={newsroom} />
    </>
  );
}
