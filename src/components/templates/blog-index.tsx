import { ReadingHeader } from '@/components/sections/reading';
import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Pager } from '@/components/ui/pager';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import type { PostMeta } from '@/lib/blog';
import { format } from '@/lib/format';
import type { ListPage } from '@/lib/listings';
import type { BlogCopy, BlogIndexContent } from '@/schemas/blog';

/** One page of posts, newest first, with the pager under them (`under`: below a heading). */
function PostList({
  posts,
  page,
  words,
  under = false,
}: {
  posts: PostMeta[];
  page: ListPage;
  words: BlogCopy['pager'];
  /** Under the section's h2 (the blog page), not directly under the page's h1. */
  under?: boolean;
}) {
  return (
    <>
      <ol className={under ? 'mt-10 grid gap-6 lg:grid-cols-3' : 'grid gap-6 lg:grid-cols-3'}>
        {posts.map((p) => (
          <PostCard key={p.slug} post={p} full top={!under} />
        ))}
      </ol>
      <Pager
        page={page}
        words={{ label: words.label, prev: words.newer, next: words.older, position: words.position }}
      />
    </>
  );
}

/**
 * The blog page (src/content/pages/blog.yaml): the first page of posts, newest first, with the feed link; then the
 * page's own content blocks, as on a composed page.
 */
export function BlogIndex({ content, posts, page }: { content: BlogIndexContent; posts: PostMeta[]; page: ListPage }) {
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
      <PostList posts={posts} page={page} words={blogCopy.pager} under />
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
