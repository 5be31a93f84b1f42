import { ContactPage } from '@/components/templates/contact-page';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/contact');

export default function Page() {
  return <ContactPage />;
}
