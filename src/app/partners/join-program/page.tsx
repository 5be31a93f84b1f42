import { ComposedPage } from '@/components/templates/composed-page';
import joinProgram from '@/content/pages/partners/join-program';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/partners/join-program');

export default function Page() {
  return (
    <>
      <PageLd path="/partners/join-program" />
      <ComposedPage content={joinProgram} />
    </>
  );
}
