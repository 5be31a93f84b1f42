import { ComposedPage } from '@/components/templates/composed-page';
import { testimonials } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/customers/testimonials');

export default function Page() {
  return (
    <>
      <PageLd path="/customers/testimonials" />
      <ComposedPage content={testimonials} />
    </>
  );
}
