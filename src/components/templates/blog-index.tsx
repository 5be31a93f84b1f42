import { BlogFront, tintOf } from '@/components/sections/blog-front';
import { ReadingHeader } from '@/components/sections/reading';
import { PostCard } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { headingText } from '@/components/ui/heading-text';
import { Pager } from '@/components/ui/pager';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { postsByTag, tagPath, type Post, type PostMeta } from '@/lib/blog';
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
 * The blog's topics: every tag of every post, each in the tint its posts' covers take (and how many posts it has,
 * once one has several), linked to the tag's list. The way into the blog by subject, beside the newest-first front.
 */
function Topics({ posts, label }: { posts: PostMeta[]; label: string }) {
  const tags = [...postsByTag(posts)];
  if (!tags.length) return null;
  // Counts say something only once a topic has more than one post.
  const counted = tags.some(([, list]) => list.length > 1);
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-2">
      <span className="mr-1 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">{label}</span>
      {tags.map(([tag, list]) => (
        <SmartLink
          key={tag}
          data-tint={tintOf(tag)}
          href={tagPath(tag)}
          className="inline-flex min-h-9 items-center gap-2 rounded-full bg-white py-1 pr-3 pl-3 text-sm font-medium text-ink-900 ring-1 ring-tint-200 hover:bg-tint-50 hover:underline"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-tint-600" />
          {tag}
          {counted && (
            <span className="rounded-full bg-tint-100 px-2 font-spoken text-xs text-tint-900">{list.length}</span>
          )}
        </SmartLink>
      ))}
    </nav>
  );
}

/**
 * The blog page (src/content/pages/blog.yaml): a compact masthead (eyebrow, h1, one line, the feed and the topics)
 * that leads with the newest post, so a blog of a few posts opens on a post rather than on a tall band; then the next
 * posts and the pager, and the page's own content blocks, if any, as on a composed page.
 */
export function BlogIndex({
  content,
  posts,
  all = posts,
  page,
}: {
  content: BlogIndexContent;
  posts: Post[];
  all?: PostMeta[];
  page: ListPage;
}) {
  const { blogCopy, hero } = content;
  const [lead, ...rest] = posts;
  const masthead = (
    <section aria-labelledby="page-title" data-hero="" className="bg-tint-50 pt-10 pb-8 md:pt-14 md:pb-10">
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-14">
          <div>
            <p className="eyebrow text-tint-700">{hero.eyebrow}</p>
            <h1 id="page-title" className="mt-3 max-w-3xl text-display font-extrabold text-ink-950">
              {headingText(hero.title)}
            </h1>
            <p className="mt-4 max-w-[60ch] text-lead text-body">{hero.tagline}</p>
          </div>
          <p className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {hero.secondary && (
              <a
                href={hero.secondary.href}
                className="inline-flex min-h-11 items-center font-semibold text-tint-700 hover:text-ink-950"
              >
                {hero.secondary.label}
              </a>
            )}
            <SmartLink
              href={hero.cta.href}
              className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline decoration-ink-200 underline-offset-4 hover:decoration-ink-900"
            >
              {hero.cta.label}
            </SmartLink>
          </p>
        </div>
        <Topics posts={all} label={blogCopy.tags} />
      </div>
    </section>
  );
  // A row of posts or less after the lead, on one page, joins it on its band: a heading over two cards read thin.
  const few = rest.length <= 2 && page.last <= 1;
  // The newest post leads straight under the masthead, on its band (the masthead stays a compact header).
  const leading = lead && (
    <div className="bg-tint-50 pb-14 md:pb-20">
      <div className="container-page">
        <BlogFront posts={[lead]} minRead={blogCopy.minRead} className="" titleAs="h2" />
        {few && rest.length > 0 && (
          <BlogFront posts={rest} minRead={blogCopy.minRead} lead={false} className="mt-6" titleAs="h2" />
        )}
      </div>
    </div>
  );
  const list = !few && (
    <Section labelledBy="posts-heading">
      <p className="mb-3 eyebrow text-tint-700">{blogCopy.latestEyebrow}</p>
      <h2 id="posts-heading" className="text-h2 font-bold text-ink-950">
        {blogCopy.latest}
      </h2>
      <BlogFront posts={rest} minRead={blogCopy.minRead} lead={false} />
      <Pager page={page} words={pagerWords(blogCopy.pager)} />
    </Section>
  );
  return (
    <ComposedPage
      content={content}
      masthead={masthead}
      afterHero={
        <>
          {leading}
          {list}
        </>
      }
    />
  );
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
        facts={
          <p className="flex flex-wrap gap-x-4">
            {page.last > 1 && <span>{format(words.pager.position, { n: page.current, count: page.last })}</span>}
            <a href={words.rss.href} className="font-semibold text-cool-700 underline underline-offset-4">
              {words.rss.label}
            </a>
          </p>
        }
      />
      <Section tone="tint">
        <PostList posts={posts} page={page} words={words.pager} />
      </Section>
    </>
  );
}
