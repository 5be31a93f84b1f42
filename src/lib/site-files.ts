/**
 * The site's machine-readable files, written at build time by the endpoints in src/pages: sitemap.xml,
 * robots.txt, manifest.webmanifest and the blog's RSS feed. Plain functions, so the unit tests read them too.
 */
import { Feed } from 'feed';

import { blogPagePath, FEED_SIZE, postPath, POSTS_PER_PAGE, postsByTag, tagPath, type PostMeta } from './blog';
import { blogPosts } from './blog-posts';
import { laterListPaths } from './listings';
import { absoluteUrl } from './metadata';
import { routes } from './routes';
import { site } from './settings';

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency: 'monthly';
  priority: number;
}

const pageCount = (n: number) => Math.max(1, Math.ceil(n / POSTS_PER_PAGE));

/** The blog's list pages after its first (/blog/2/ …) and every page of every tag's list, newest first within each. */
export function blogListPaths(posts: PostMeta[]): { path: string; lastModified?: string }[] {
  const later = Array.from({ length: pageCount(posts.length) - 1 }, (_, i) => ({ path: blogPagePath(i + 2) }));
  const tags = [...postsByTag(posts)].flatMap(([tag, list]) =>
    Array.from({ length: pageCount(list.length) }, (_, i) => ({
      path: tagPath(tag, i + 1),
      ...(i === 0 ? { lastModified: list[0]!.date } : {}),
    })),
  );
  return [...later, ...tags];
}

/** A page's paged list (events, news): the page's path and how many entries it lists. */
export interface PagedList {
  path: string;
  count: number;
}

/**
 * Every registered route whose canonical URL is itself (aliases point elsewhere) and that may be indexed, then the
 * blog's later list pages and its tag pages, and the later pages of the `lists` (the events page's, the newsroom's).
 */
export async function sitemapEntries(lists: PagedList[] = []): Promise<SitemapEntry[]> {
  const posts = await blogPosts();
  const published = new Map(posts.map((p) => [postPath(p.slug), p.date]));
  if (posts[0]) published.set('/blog', posts[0].date);
  const priority = (path: string) => (path === '/' ? 1 : path.split('/').length === 2 ? 0.8 : 0.6);
  const entry = (path: string, lastModified?: string): SitemapEntry => ({
    url: absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
    changeFrequency: 'monthly',
    priority: priority(path),
  });
  return [
    ...routes
      .filter((r) => (!r.canonical || r.canonical === r.path) && !r.noindex)
      .map((r) => entry(r.path, published.get(r.path))),
    ...blogListPaths(posts).map((p) => ({ ...entry(p.path, p.lastModified), priority: 0.4 })),
    ...lists.flatMap((l) => laterListPaths(l.path, l.count)).map((path) => ({ ...entry(path), priority: 0.4 })),
  ];
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapXml(lists: PagedList[] = []): Promise<string> {
  const urls = (await sitemapEntries(lists)).map((e) =>
    [
      '<url>',
      `<loc>${xmlEscape(e.url)}</loc>`,
      ...(e.lastModified ? [`<lastmod>${e.lastModified}</lastmod>`] : []),
      `<changefreq>${e.changeFrequency}</changefreq>`,
      `<priority>${e.priority}</priority>`,
      '</url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt; `disallow` lists paths kept from crawlers (the content editor, /admin/, when the build has it). */
export function robotsTxt(disallow: string[] = []): string {
  const rules = ['Allow: /', ...disallow.map((p) => `Disallow: ${p}`)].join('\n');
  return `User-Agent: *\n${rules}\n\nHost: ${site.url}\nSitemap: ${new URL('/sitemap.xml', site.url).toString()}\n`;
}

export function webManifest() {
  return {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0a1c2f',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}

/** The blog's RSS 2.0 feed: the newest FEED_SIZE of `posts` (newest first); its description says so. */
export function rssXml(all: PostMeta[]): string {
  const posts = all.slice(0, FEED_SIZE);
  const feed = new Feed({
    title: `${site.name} Blog`,
    description: `Practical notes on frontline training, knowledge capture and voice-first AI at work. The newest ${FEED_SIZE} posts; every post is listed at ${absoluteUrl('/blog')}.`,
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
  return feed.rss2();
}
