import { ComposedPage } from '@/components/templates/composed-page';
import { testimonials } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/customers/testimonials');

export default function Page() {
  return <ComposedPage content={testimonials} />;
}
