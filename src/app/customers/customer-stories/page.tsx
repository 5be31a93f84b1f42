import { ComposedPage } from '@/components/templates/composed-page';
import { customerStories } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/customers/customer-stories');

export default function Page() {
  return <ComposedPage content={customerStories} />;
}
