import { ComposedPage } from '@/components/templates/composed-page';
import leadership from '@/content/pages/company/leadership';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/leadership');

export default function Page() {
  return <ComposedPage content={leadership} />;
}
