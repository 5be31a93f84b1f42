import { ComposedPage } from '@/components/templates/composed-page';
import events from '@/content/pages/company/events';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/events');

export default function Page() {
  return <ComposedPage content={events} />;
}
