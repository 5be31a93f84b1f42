import { renderToStaticMarkup } from 'react-dom/server';

import { tintOf } from '@/components/sections/blog-front';
import { PostAuthor, PostFigure, PostFrame } from '@/components/sections/post-frame';
import { ReadingHeader, TocRail, tocTimeline } from '@/components/sections/reading';
import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { Waveform } from '@/components/ui/waveform';
import { formatDate, postPath, tagPath, type Post, type PostMeta } from '@/lib/blog';
import { format } from '@/lib/format';
import { afterFirstPart, postHeadings, sectionedBody } from '@/lib/post-sections';
import type { BlogCopy } from '@/schemas/blog';

/**
 * Date, author role and, on the post itself, its reading time ("4 min read"); there the author, who signs the post,
 * comes first, beside the brand's mark.
 */
function PostByline({ post, reading }: { post: PostMeta; reading?: string }) {
  if (reading)
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <PostAuthor author={post.author} />
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        {reading}
      </p>
    );
  return (
    <p className="text-sm text-muted">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      {post.author}
      {reading ? (
        <>
          <span aria-hidden="true"> · </span>
          {reading}
        </>
      ) : null}
    </p>
  );
}

/**
 * The line said on the kind of call a post is about, as a caption in the spoken face: the card's head on the blog's
 * list (`card`), an ink panel under the title on the post itself.
 */
function SpokenLine({ line, card = false }: { line: NonNullable<PostMeta['spoken']>; card?: boolean }) {
  return (
    <figure
      className={
        card
          ? '-mx-6 -mt-6 mb-5 rounded-t-2xl bg-tint-50 px-6 pt-5 pb-5 text-ink-950'
          : 'mb-10 rounded-2xl bg-ink-950 px-6 py-6 text-white md:px-8'
      }
    >
      <figcaption
        className={`flex items-center gap-3 font-spoken text-xs tracking-wide uppercase ${card ? 'text-tint-700' : 'text-cool-300'}`}
      >
        <Waveform className={card ? 'h-5 text-tint-600' : 'h-5 text-signal-400'} bars={10} />
        {line.speaker}
      </figcaption>
      <blockquote
        className={`mt-3 font-spoken leading-snug font-medium tracking-tight ${card ? 'text-base' : 'text-xl md:text-2xl'}`}
      >
        “{line.text}”
      </blockquote>
    </figure>
  );
}

/** A post's tags, each a link to the tag's list of posts. */
function TagLinks({ tags, label, className }: { tags: string[]; label?: string; className: string }) {
  return (
    <>
      {label && <p className="sr-only">{label}</p>}
      <ul className={className}>
        {tags.map((t) => (
          <li key={t}>
            <SmartLink href={tagPath(t)} className="hover:underline">
              {t}
            </SmartLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A post in a list: byline, linked title and summary; `full` (the blog's lists) adds its tags, linked. Its title is
 * an h3 under a section's h2, an h2 (`top`) in a list directly under the page's h1. The card's parts share the rows
 * of the list's grid (subgrid), so the titles and summaries of a row start level.
 */
export function PostCard({ post, full = false, top = false }: { post: PostMeta; full?: boolean; top?: boolean }) {
  const Heading = top ? 'h2' : 'h3';
  return (
    <li
      data-tint={full ? tintOf(post.tags[0] ?? post.slug) : undefined}
      className={
        full
          ? 'row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 ring-1 ring-ink-100 shadow-sm'
          : 'row-span-3 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 ring-1 ring-ink-100'
      }
    >
      {full && (post.spoken ? <SpokenLine line={post.spoken} card /> : <span />)}
      <PostByline post={post} />
      <Heading className={full ? 'mt-3 text-h3 font-semibold text-ink-950' : 'mt-2 text-h3 font-semibold text-ink-950'}>
        <SmartLink href={postPath(post.slug)} className="hover:text-cool-700 hover:underline">
          {headingText(post.title)}
        </SmartLink>
      </Heading>
      <p className={full ? 'mt-3 text-muted' : 'mt-2 text-muted'}>{post.summary}</p>
      {full && (
        <TagLinks tags={post.tags} className="mt-4 flex flex-wrap gap-x-3 gap-y-1 self-end text-sm text-cool-700" />
      )}
    </li>
  );
}

/**
 * A blog post page: the quiet reading header (a link back to the blog, the title, the summary as standfirst, the
 * byline), the Markdown body at the reading measure, its tags, one modest call to action, then the other posts.
 */
export function BlogPost({ post, more, words: c }: { post: Post; more: PostMeta[]; words: BlogCopy }) {
  const toc = postHeadings(post.html);
  const figure = <PostFigure scene={post.scene} spoken={post.spoken} />;
  // Below lg the figure (the margin's, from lg) breaks the text after its first part, spaced as a figure.
  const body = afterFirstPart(
    sectionedBody(post.html, tocTimeline),
    renderToStaticMarkup(<div className="!my-10 lg:hidden">{figure}</div>),
  );
  return (
    <>
      <ReadingHeader
        rail
        eyebrow={
          <SmartLink href={c.all.href} className="hover:text-ink-950 hover:underline">
            {c.eyebrow}
          </SmartLink>
        }
        title={post.title}
        standfirst={post.summary}
        facts={<PostByline post={post} reading={format(c.minRead, { n: post.minutes })} />}
      />
      <div className="bg-white pt-10 pb-20 md:pt-12 md:pb-24">
        <PostFrame
          rail={toc.length > 1 ? <TocRail entries={toc} /> : null}
          figure={figure}
          timelines={toc.length > 1 ? toc.map((_, i) => tocTimeline(i)) : []}
        >
          <article aria-labelledby="page-title" className="reading-body" dangerouslySetInnerHTML={{ __html: body }} />
          <div className="mt-10">
            <TagLinks
              tags={post.tags}
              label={c.tags}
              className="flex flex-wrap gap-2 [&>li]:rounded-full [&>li]:bg-cool-50 [&>li]:text-sm [&>li]:text-cool-700 [&_a]:block [&_a]:px-3 [&_a]:py-1"
            />
          </div>
          <div className="mt-12 rounded-2xl bg-mist p-6 ring-1 ring-line md:p-8">
            <h2 className="text-xl font-bold tracking-[-0.015em] text-ink-950 md:text-2xl">{c.closing.heading}</h2>
            <p className="mt-2 text-body">{c.closing.body}</p>
            <div className="mt-5">
              <Button href={c.closing.cta.href} arrow>
                {c.closing.cta.label}
              </Button>
            </div>
          </div>
        </PostFrame>
      </div>
      {more.length > 0 && (
        <Section tone="tint" labelledBy="more-posts">
          <h2 id="more-posts" className="text-2xl font-bold tracking-[-0.02em] text-ink-950">
            {c.more}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {more.map((p) => (
              <PostCard key={p.slug} post={p} full />
            ))}
          </ul>
          <p className="mt-8">
            <SmartLink href={c.all.href} className="font-semibold text-cool-700 underline underline-offset-4">
              {c.all.label}
            </SmartLink>
          </p>
        </Section>
      )}
    </>
  );
}
