/**
 * The blog's posts from the `blog` collection, for the post pages, the blog's list pages, the feed and the route
 * list: each post's front matter (title and summary with smart punctuation), its body as Astro rendered it, and its
 * reading time. Read once per build.
 */
import { getCollection } from 'astro:content';

import type { BlogFrontMatter } from '@/schemas/blog';

import { newestFirst, type Post } from './blog';
import { smartText } from './smart-text';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

type BlogEntry = { id: string; data: BlogFrontMatter; body?: string; rendered?: { html: string } };

/** A post from its entry: front matter with smart punctuation, its rendered body and its reading time. */
export const postOf = ({ id, data, body, rendered }: BlogEntry): Post => ({
  ...data,
  slug: id,
  title: smartText(data.title),
  metaTitle: data.metaTitle === undefined ? undefined : smartText(data.metaTitle),
  summary: smartText(data.summary),
  html: rendered?.html ?? '',
  minutes: Math.max(1, Math.round(words(body ?? '') / 220)),
});

let posts: Promise<Post[]> | undefined;

/** Every post, newest first. */
export function blogPosts(): Promise<Post[]> {
  posts ??= getCollection('blog').then((entries: BlogEntry[]) => newestFirst(entries.map(postOf)));
  return posts!;
}
