import { ComposedPage } from '@/components/templates/composed-page';
import webinars from '@/content/pages/resources/webinars';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/resources/webinars');

export default function Page() {
  return (
    <>
      <PageLd path="/resources/webinars" />
      <ComposedPage content={webinars} />
    </>
  );
}
