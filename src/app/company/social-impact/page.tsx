import { ComposedPage } from '@/components/templates/composed-page';
import socialImpact from '@/content/pages/company/social-impact';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/company/social-impact');

export default function Page() {
  return <ComposedPage content={socialImpact} />;
}
