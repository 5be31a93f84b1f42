import { ComposedPage } from '@/components/templates/composed-page';
import { page as socialImpact } from '@/content/pages/company/social-impact';
import { definePage } from '@/lib/define-page';

const page = definePage('/company/social-impact', () => <ComposedPage content={socialImpact} />);

export const metadata = page.metadata;
export default page.Page;
