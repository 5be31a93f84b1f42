import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { headingText } from '@/components/ui/heading-text';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { blogCopy as c } from '@/content/pages/blog';
import { formatDate, postPath, type Post, type PostMeta } from '@/lib/blog';

/** Date, author role, reading time and tags of a post. */
function PostByline({ post, minutes, dark = false }: { post: PostMeta; minutes?: number; dark?: boolean }) {
  return (
    <p className={dark ? 'text-sm text-ink-200' : 'text-sm text-muted'}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {post.author}
      {minutes ? (
        <>
          <span aria-hidden="true"> · </span>
          {c.minRead(minutes)}
        </>
      ) : null}
    </p>
  );
}

/** A post in a list: byline, linked title and summary; `full` (the blog index) adds the tags. */
export function PostCard({ post, full = false }: { post: PostMeta; full?: boolean }) {
  return (
    <li
      className={
        full
          ? 'flex flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 shadow-sm'
          : 'rounded-2xl bg-white p-6 ring-1 ring-ink-100'
      }
    >
      <PostByline post={post} />
      <h3 className={full ? 'mt-3 text-h3 font-semibold text-ink-950' : 'mt-2 text-h3 font-semibold text-ink-950'}>
        <SmartLink href={postPath(post.slug)} className="hover:text-cool-700 hover:underline">
          {headingText(post.title)}
        </SmartLink>
      </h3>
      <p className={full ? 'mt-3 flex-1 text-muted' : 'mt-2 text-muted'}>{post.summary}</p>
      {full && <p className="mt-4 text-sm text-cool-700">{post.tags.join(' · ')}</p>}
    </li>
  );
}

/** A blog post page: hero with the title and byline, the Markdown body, the other posts and a closing band. */
export function BlogPost({ post, more }: { post: Post; more: PostMeta[] }) {
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={post.title} tagline={<p>{post.summary}</p>}>
        <div className="mt-8 grid gap-3">
          <PostByline post={post} minutes={post.minutes} dark />
          <p className="sr-only">{c.tags}</p>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((t) => (
              <li key={t} className="rounded-full border border-white/15 px-3 py-1 text-sm text-cool-300">
                {t}
              </li>
            ))}
          </ul>
        </div>
      </PageHero>
      <Section>
        <article aria-labelledby="page-title" className="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </Section>
      {more.length > 0 && (
        <Section tone="tint" labelledBy="more-posts">
          <h2 id="more-posts" className="text-h2 font-bold text-ink-950">
            {c.more}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {more.map((p) => (
              <PostCard key={p.slug} post={p} />
            ))}
          </ul>
          <p className="mt-8">
            <SmartLink href={c.all.href} className="font-semibold text-cool-700 underline underline-offset-4">
              {c.all.label}
            </SmartLink>
          </p>
        </Section>
      )}
      <CtaBand {...c.closing} />
    </>
  );
}
