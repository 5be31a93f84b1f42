import { ComposedPage } from '@/components/templates/composed-page';
import webinars from '@/content/pages/resources/webinars';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/resources/webinars');

export default function Page() {
  return <ComposedPage content={webinars} />;
}
