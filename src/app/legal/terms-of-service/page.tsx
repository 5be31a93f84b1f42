import { ComposedPage } from '@/components/templates/composed-page';
import { page as termsOfService } from '@/content/pages/legal/terms-of-service';
import { definePage } from '@/lib/define-page';

const page = definePage('/legal/terms-of-service', () => <ComposedPage content={termsOfService} />);

export const metadata = page.metadata;
export default page.Page;
