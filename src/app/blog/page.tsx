import { BlogIndex } from '@/components/templates/blog-index';
import blog from '@/content/pages/blog';
import { getPosts } from '@/lib/blog';
import { metadataFor } from '@/lib/metadata';
import { PageLd } from '@/components/seo/json-ld';

export const metadata = metadataFor('/blog');

export default function Page() {
  return (
    <>
      <PageLd path="/blog" />
      <BlogIndex content={blog} posts={getPosts()} />
    </>
  );
}
