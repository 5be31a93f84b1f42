import { JsonLd, PageLd } from '@/components/seo/json-ld';
import { BlogPost } from '@/components/templates/blog-post';
import { getPost, getPosts } from '@/lib/blog';
import { postMetadata } from '@/lib/metadata';
import { blogPostingLd } from '@/lib/structured-data';

export const dynamicParams = false;
export const generateStaticParams = () => getPosts().map((p) => ({ slug: p.slug }));

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }) {
  return postMetadata(getPost((await params).slug));
}

export default async function Page({ params }: { params: Promise<{ slug: string }> }) {
  const post = getPost((await params).slug);
  return (
    <>
      <PageLd path={`/blog/${post.slug}`} />
      <JsonLd data={blogPostingLd(post)} />
      <BlogPost post={post} more={getPosts().filter((p) => p.slug !== post.slug)} />
    </>
  );
}
