/** The blog's posts from the `blog` collection, for the post pages, the blog page and the feed. */
import { getCollection } from 'astro:content';

import type { BlogFrontMatter } from '@/schemas/blog';

import { newestFirst, toPost, type Post } from './blog';

type BlogEntry = { id: string; data: BlogFrontMatter; body?: string };

/** Every post, newest first. */
export async function blogPosts(): Promise<Post[]> {
  const entries: BlogEntry[] = await getCollection('blog');
  return newestFirst(entries.map((e) => toPost(e.id, e.data, e.body ?? '')));
}
