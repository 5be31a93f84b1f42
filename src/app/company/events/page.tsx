import { ComposedPage } from '@/components/templates/composed-page';
import events from '@/content/pages/company/events';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/events');

export default function Page() {
  return (
    <>
      <PageLd path="/company/events" />
      <ComposedPage content={events} />
    </>
  );
}
