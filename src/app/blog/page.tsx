import { ComposedPage } from '@/components/templates/composed-page';
import blog from '@/content/pages/blog';
import { metadataFor } from '@/lib/metadata';

export const metadata = metadataFor('/blog');

export default function Page() {
  return <ComposedPage content={blog} />;
}
