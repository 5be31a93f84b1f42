/**
 * Blog posts: Markdown files with front matter in src/content/blog/, the `blog` collection (front matter checked
 * by src/schemas/blog.ts, the body rendered by Astro's Markdown pipeline). This module holds what the pages and the
 * tests share without Astro: the post's shape, its addresses, the order and the list sizes. The posts themselves come
 * from the collection (src/lib/blog-posts.ts).
 */
import type { BlogFrontMatter } from '../schemas/blog';
import { postPath } from './route-list';
import { slugger } from './slug';

/** A post's front matter and its address (`slug`: the file's name, without `.md`). */
export interface PostMeta extends BlogFrontMatter {
  slug: string;
}

export interface Post extends PostMeta {
  /** The body as HTML (Astro's Markdown rendering). */
  html: string;
  /** Approximate reading time in minutes. */
  minutes: number;
}

/** Posts on one page of the blog (and of a tag's list). */
export const POSTS_PER_PAGE = 24;
/** Posts in the RSS feed: the newest. */
export const FEED_SIZE = 50;
/** Other posts listed under a post. */
const MORE_POSTS = 4;

/** Newest first (then by address). */
export const newestFirst = <T extends PostMeta>(posts: T[]): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export { postPath };

/** A tag's address part: its words, lower-case, joined by hyphens ("Voice-first AI" → "voice-first-ai"). */
export const tagSlug = (tag: string) => slugger()(tag);
/** The list of a tag's posts, page `n` (1: the tag's own address). */
export const tagPath = (tag: string, n = 1) => `/blog/tag/${tagSlug(tag)}${n > 1 ? `/${n}` : ''}`;
/** Page `n` of the blog's list (1: the blog page itself). */
export const blogPagePath = (n = 1) => (n > 1 ? `/blog/${n}` : '/blog');

/**
 * Every tag, with its posts (newest first, as given), by the tag's name. Tags written differently that share an
 * address ("Voice-first AI", "voice-first AI") are one tag, under the name first seen.
 */
export function postsByTag<T extends PostMeta>(posts: T[]): Map<string, T[]> {
  const bySlug = new Map<string, { name: string; posts: T[] }>();
  for (const p of posts)
    for (const t of p.tags) {
      const tag = bySlug.get(tagSlug(t)) ?? { name: t, posts: [] };
      if (!tag.posts.includes(p)) tag.posts.push(p);
      bySlug.set(tagSlug(t), tag);
    }
  return new Map([...bySlug.values()].map((t) => [t.name, t.posts] as const).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The posts listed under `post`: those sharing most of its tags, then the newest, at most MORE_POSTS (a bounded
 * list, so a post's page does not grow with the blog).
 */
export function morePosts<T extends PostMeta>(post: PostMeta, posts: T[]): T[] {
  const shared = (p: PostMeta) => p.tags.filter((t) => post.tags.includes(t)).length;
  return posts
    .filter((p) => p.slug !== post.slug)
    .map((p, i) => ({ p, i, s: shared(p) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, MORE_POSTS)
    .sort((a, b) => a.i - b.i)
    .map(({ p }) => p);
}

export { formatDate } from './dates';

/** A browser tab's title: at most 60 characters, a longer one shortened at a word, with “…”. */
const tabTitle = (title: string) =>
  title.length <= 60
    ? title
    : `${title
        .slice(0, 59)
        .replace(/\s+\S*$/, '')
        .replace(/[\s,;:–—-]+$/, '')}…`;

/** A post's path and head: its `metaTitle` (or its title, shortened for the tab) and its summary. */
export const postRef = (p: PostMeta): { path: string; meta: { title: string; description: string } } => ({
  path: postPath(p.slug),
  meta: { title: p.metaTitle ?? tabTitle(p.title), description: p.summary },
});
