import { ComposedPage } from '@/components/templates/composed-page';
import { customerStories } from '@/content/pages/customers';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/customers/customer-stories');

export default function Page() {
  return (
    <>
      <PageLd path="/customers/customer-stories" />
      <ComposedPage content={customerStories} />
    </>
  );
}
