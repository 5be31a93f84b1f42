import { ComposedPage } from '@/components/templates/composed-page';
import { page as cultureAndInclusion } from '@/content/pages/company/culture-and-inclusion';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/culture-and-inclusion', () => <ComposedPage content={cultureAndInclusion} />);

export const metadata = page.metadata;
export default page.Page;
