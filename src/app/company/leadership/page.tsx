import { ComposedPage } from '@/components/templates/composed-page';
import leadership from '@/content/pages/company/leadership';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/leadership');

export default function Page() {
  return (
    <>
      <PageLd path="/company/leadership" />
      <ComposedPage content={leadership} />
    </>
  );
}
