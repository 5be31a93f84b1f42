import { ComposedPage } from '@/components/templates/composed-page';
import joinProgram from '@/content/pages/partners/join-program';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/partners/join-program');

export default function Page() {
  return <ComposedPage content={joinProgram} />;
}
