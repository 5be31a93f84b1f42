import { blogPosts } from '@/lib/blog-posts';
import { rssXml } from '@/lib/site-files';

export const GET = async () =>
  new Response(rssXml(await blogPosts()), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
