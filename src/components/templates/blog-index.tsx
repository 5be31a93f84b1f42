import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Section } from '@/components/ui/section';
import type { PostMeta } from '@/lib/blog';
import type { BlogIndexContent } from '@/schemas/blog';

/**
 * The blog page (src/content/pages/blog.yaml): the post list, newest first, with the feed link; then the page's own
 * content blocks, as on a composed page.
 */
export function BlogIndex({ content, posts }: { content: BlogIndexContent; posts: PostMeta[] }) {
  const { blogCopy } = content;
  const list = (
    <Section tone="tint" labelledBy="posts-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-3 eyebrow text-tint-700">{blogCopy.latestEyebrow}</p>
          <h2 id="posts-heading" className="text-h2 font-bold text-ink-950">
            {blogCopy.latest}
          </h2>
        </div>
        <a href={blogCopy.rss.href} className="font-semibold text-cool-700 underline underline-offset-4">
          {blogCopy.rss.label}
        </a>
      </div>
      <ol className="mt-10 grid gap-6 lg:grid-cols-3">
        {posts.map((p) => (
          <PostCard key={p.slug} post={p} full />
        ))}
      </ol>
    </Section>
  );
  return <ComposedPage content={content} afterHero={list} />;
}
