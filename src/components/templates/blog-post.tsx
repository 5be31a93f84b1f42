import Link from 'next/link';

import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { formatDate, postPath, type Post, type PostMeta } from '@/lib/blog';
import { urlPath } from '@/lib/metadata';

/** Date, author role, reading time and tags of a post. */
export function PostByline({ post, minutes, dark = false }: { post: PostMeta; minutes?: number; dark?: boolean }) {
  return (
    <p className={dark ? 'text-sm text-ink-200' : 'text-sm text-muted'}>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {post.author}
      {minutes ? (
        <>
          <span aria-hidden="true"> · </span>
          {minutes} min read
        </>
      ) : null}
    </p>
  );
}

/** A blog post page: hero with the title and byline, the Markdown body, the other posts and a closing band. */
export function BlogPost({ post, more }: { post: Post; more: PostMeta[] }) {
  return (
    <>
      <PageHero eyebrow="Blog" title={post.title} tagline={<p>{post.summary}</p>}>
        <div className="mt-8 grid gap-3">
          <PostByline post={post} minutes={post.minutes} dark />
          <p className="sr-only">Tags</p>
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
            More from the blog
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {more.map((p) => (
              <li key={p.slug} className="rounded-2xl bg-white p-6 ring-1 ring-ink-100">
                <PostByline post={p} />
                <h3 className="mt-2 text-h3 font-semibold text-ink-950">
                  <Link href={urlPath(postPath(p.slug))} className="hover:text-cool-700 hover:underline">
                    {p.title}
                  </Link>
                </h3>
                <p className="mt-2 text-muted">{p.summary}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link href="/blog/" className="font-semibold text-cool-700 underline underline-offset-4">
              All posts
            </Link>
          </p>
        </Section>
      )}
      <CtaBand
        heading="Hear it on your own procedures"
        body="A 15-minute discovery call is enough to see whether a voice mentor fits one of your teams."
        cta={{ label: 'Learn More', href: '/contact' }}
      />
    </>
  );
}
