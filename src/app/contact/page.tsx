import { ContactPage } from '@/components/templates/contact-page';
import { definePage } from '@/lib/define-page';

const page = definePage('/contact', () => <ContactPage />);

export const metadata = page.metadata;
export default page.Page;
