import { ContactPage } from '@/components/templates/contact-page';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/contact');

export default function Page() {
  return (
    <>
      <PageLd path="/contact" />
      <ContactPage />
    </>
  );
}
