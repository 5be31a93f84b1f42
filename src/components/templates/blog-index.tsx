import type { ComponentProps } from 'react';

import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Section } from '@/components/ui/section';
import type { PostMeta } from '@/lib/blog';
import type { BlogCopy } from '@/schemas/blog';

/** The blog page (src/content/pages/blog.yaml): a composed page, plus the words around the posts. */
type BlogPage = ComponentProps<typeof ComposedPage>['content'] & { blogCopy: BlogCopy };

/** The blog's post list, newest first, with the feed link; then the page's own content blocks. */
export function BlogIndex({ content, posts }: { content: BlogPage; posts: PostMeta[] }) {
  const { blogCopy } = content;
  const list = (
    <Section tone="tint" labelledBy="posts-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="posts-heading" className="text-h2 font-bold text-ink-950">
          {blogCopy.latest}
        </h2>
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
