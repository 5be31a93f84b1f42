import { BlogFront } from '@/components/sections/blog-front';
import { ReadingHeader } from '@/components/sections/reading';
import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import type { Post, PostMeta } from '@/lib/blog';
import { format } from '@/lib/format';
import type { BlogCopy, BlogIndexContent } from '@/schemas/blog';

/** Where a list page sits among its list's pages (Astro's paginate(): page numbers from 1, and the neighbours' URLs). */
export interface ListPage {
  current: number;
  last: number;
  prev?: string;
  next?: string;
}

/** The links to the newer and older pages of a list, and which page this is ("Page 2 of 5"). */
function Pager({ page, words: c }: { page: ListPage; words: BlogCopy['pager'] }) {
  if (page.last < 2) return null;
  const link = 'font-semibold text-cool-700 underline underline-offset-4';
  return (
    <nav aria-label={c.label} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page.prev ? (
        <SmartLink href={page.prev} rel="prev" className={link}>
          {c.newer}
        </SmartLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{format(c.position, { n: page.current, count: page.last })}</p>
      {page.next ? (
        <SmartLink href={page.next} rel="next" className={link}>
          {c.older}
        </SmartLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** One page of posts directly under the page's h1 (a later page, a tag's list), newest first, with the pager. */
function PostList({ posts, page, words }: { posts: PostMeta[]; page: ListPage; words: BlogCopy['pager'] }) {
  return (
    <>
      <ol className="grid gap-6 lg:grid-cols-3">
        {posts.map((p) => (
          <PostCard key={p.slug} post={p} full top />
        ))}
      </ol>
      <Pager page={page} words={words} />
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
      <Pager page={page} words={blogCopy.pager} />
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
