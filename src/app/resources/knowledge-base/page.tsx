import { ComposedPage } from '@/components/templates/composed-page';
import { page as knowledgeBase } from '@/content/pages/resources/knowledge-base';
import { definePage } from '@/lib/define-page';

const page = definePage('/resources/knowledge-base', () => <ComposedPage content={knowledgeBase} />);

export const metadata = page.metadata;
export default page.Page;
