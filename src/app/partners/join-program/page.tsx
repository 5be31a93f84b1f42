import { ComposedPage } from '@/components/templates/composed-page';
import { page as joinProgram } from '@/content/pages/partners/join-program';
import { definePage } from '@/lib/define-page';

const page = definePage('/partners/join-program', () => <ComposedPage content={joinProgram} />);

export const metadata = page.metadata;
export default page.Page;
