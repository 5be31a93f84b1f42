import { ComposedPage } from '@/components/templates/composed-page';
import knowledgeBase from '@/content/pages/resources/knowledge-base';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/resources/knowledge-base');

export default function Page() {
  return (
    <>
      <PageLd path="/resources/knowledge-base" />
      <ComposedPage content={knowledgeBase} />
    </>
  );
}
