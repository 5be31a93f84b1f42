import { ComposedPage } from '@/components/templates/composed-page';
import { page as educationalResources } from '@/content/pages/company/educational-resources';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/educational-resources', () => <ComposedPage content={educationalResources} />);

export const metadata = page.metadata;
export default page.Page;
