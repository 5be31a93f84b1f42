import { ComposedPage } from '@/components/templates/composed-page';
import blog from '@/content/pages/blog';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/blog');

export default function Page() {
  return (
    <>
      <PageLd path="/blog" />
      <ComposedPage content={blog} />
    </>
  );
}
