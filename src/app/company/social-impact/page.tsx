import { ComposedPage } from '@/components/templates/composed-page';
import socialImpact from '@/content/pages/company/social-impact';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/company/social-impact');

export default function Page() {
  return (
    <>
      <PageLd path="/company/social-impact" />
      <ComposedPage content={socialImpact} />
    </>
  );
}
