import { Feed } from 'feed';

import { site } from '@/content/site';
import { getPosts, postPath } from '@/lib/blog';
import { absoluteUrl } from '@/lib/metadata';

/** The blog's RSS 2.0 feed, written at build time to out/blog/rss.xml. */
export const dynamic = 'force-static';

export function GET() {
  const posts = getPosts();
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: 'Practical notes on frontline training, knowledge capture and voice-first AI at work.',
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: 'en',
    copyright: `© ${site.legalName}`,
    updated: posts[0] ? new Date(`${posts[0].date}T12:00:00Z`) : undefined,
    feedLinks: { rss: new URL('/blog/rss.xml', site.url).toString() },
    generator: site.name,
  });
  for (const p of posts) {
    feed.addItem({
      title: p.title,
      id: absoluteUrl(postPath(p.slug)),
      link: absoluteUrl(postPath(p.slug)),
      description: p.summary,
      date: new Date(`${p.date}T12:00:00Z`),
      category: p.tags.map((name) => ({ name })),
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
