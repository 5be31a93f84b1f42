import { ComposedPage } from '@/components/templates/composed-page';
import knowledgeBase from '@/content/pages/resources/knowledge-base';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/resources/knowledge-base');

export default function Page() {
  return <ComposedPage content={knowledgeBase} />;
}
