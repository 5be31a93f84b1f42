import { BlogFront } from '@/components/sections/blog-front';
import { ReadingHeader } from '@/components/sections/reading';
import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Pager } from '@/components/ui/pager';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import type { Post, PostMeta } from '@/lib/blog';
import { format } from '@/lib/format';
import type { ListPage } from '@/lib/listings';
import type { BlogCopy, BlogIndexContent } from '@/schemas/blog';

/** The blog's pager words in the shared pager's terms: newer posts are the previous page. */
const pagerWords = (w: BlogCopy['pager']) => ({ label: w.label, prev: w.newer, next: w.older, position: w.position });

/** One page of posts directly under the page's h1 (a later page, a tag's list), newest first, with the pager. */
function PostList({ posts, page, words }: { posts: PostMeta[]; page: ListPage; words: BlogCopy['pager'] }) {
  return (
    <>
      <ol className="grid gap-6 lg:grid-cols-3">
        {posts.map((p) => (
          <PostCard key={p.slug} post={p} full top />
        ))}
      </ol>
      <Pager page={page} words={pagerWords(words)} />
    </>
  );
}

/**
 * The blog page (src/content/pages/blog.yaml): the first page of posts as an editorial front (the newest post leads),
 * with the feed link; then the page's own content blocks, if it has any, as on a composed page.
 */
export function BlogIndex({ content, posts, page }: { content: BlogIndexContent; posts: Post[]; page: ListPage }) {
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
      <BlogFront posts={posts} minRead={blogCopy.minRead} />
      <Pager page={page} words={pagerWords(blogCopy.pager)} />
    </Section>
  );
  return <ComposedPage content={content} afterHero={list} />;
}

/**
 * A later page of the blog (/blog/2/ …) or a tag's list (/blog/tag/<tag>/): a quiet header naming the list, then its
 * posts and the pager. The blog page's own blocks are on its first page only.
 */
export function BlogListPage({
  title,
  eyebrow,
  standfirst,
  posts,
  page,
  words,
}: {
  title: string;
  eyebrow: string;
  standfirst: string;
  posts: PostMeta[];
  page: ListPage;
  words: BlogCopy;
}) {
  return (
    <>
      <ReadingHeader
        eyebrow={
          <SmartLink href={words.all.href} className="hover:text-ink-950 hover:underline">
            {eyebrow}
          </SmartLink>
        }
        title={title}
        standfirst={standfirst}
        facts={page.last > 1 ? <p>{format(words.pager.position, { n: page.current, count: page.last })}</p> : null}
      />
      <Section tone="tint">
        <PostList posts={posts} page={page} words={words.pager} />
      </Section>
    </>
  );
}
