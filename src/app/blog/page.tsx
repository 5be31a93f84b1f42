import { ComposedPage } from '@/components/templates/composed-page';
import blog from '@/content/pages/blog';
import { definePage } from '@/lib/define-page';

const page = definePage('/blog', () => <ComposedPage content={blog} />);

export const metadata = page.metadata;
export default page.Page;
