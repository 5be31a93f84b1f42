import Link from 'next/link';

import { PostByline } from '@/components/templates/blog-post';
import { ComposedPage } from '@/components/templates/composed-page';
import { Section } from '@/components/ui/section';
import type { ComposedPageContent } from '@/content/types';
import { postPath, type PostMeta } from '@/lib/blog';
import { urlPath } from '@/lib/metadata';

/** The blog's post list, newest first, with the feed link; then the page's own content blocks. */
export function BlogIndex({ content, posts }: { content: ComposedPageContent; posts: PostMeta[] }) {
  const list = (
    <Section tone="tint" labelledBy="posts-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="posts-heading" className="text-h2 font-bold text-ink-950">
          Latest posts
        </h2>
        <a href="/blog/rss.xml" className="font-semibold text-cool-700 underline underline-offset-4">
          Subscribe by RSS
        </a>
      </div>
      <ol className="mt-10 grid gap-6 lg:grid-cols-3">
        {posts.map((p) => (
          <li key={p.slug} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-100 shadow-sm">
            <PostByline post={p} />
            <h3 className="mt-3 text-h3 font-semibold text-ink-950">
              <Link href={urlPath(postPath(p.slug))} className="hover:text-cool-700 hover:underline">
                {p.title}
              </Link>
            </h3>
            <p className="mt-3 flex-1 text-muted">{p.summary}</p>
            <p className="mt-4 text-sm text-cool-700">{p.tags.join(' · ')}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
  return <ComposedPage content={content} afterHero={list} />;
}
