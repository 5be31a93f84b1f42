import { ComposedPage } from '@/components/templates/composed-page';
import supportCenter from '@/content/pages/resources/support-center';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/resources/support-center');

export default function Page() {
  return <ComposedPage content={supportCenter} />;
}
