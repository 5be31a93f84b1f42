import { ComposedPage } from '@/components/templates/composed-page';
import supportCenter from '@/content/pages/resources/support-center';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/resources/support-center');

export default function Page() {
  return (
    <>
      <PageLd path="/resources/support-center" />
      <ComposedPage content={supportCenter} />
    </>
  );
}
