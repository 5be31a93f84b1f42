/**
 * The site's machine-readable files, written at build time by the endpoints in src/pages: sitemap.xml,
 * robots.txt, manifest.webmanifest and the blog's RSS feed. Plain functions, so the unit tests read them too.
 */
import { Feed } from 'feed';

import { getPosts, postPath, type PostMeta } from './blog';
import { absoluteUrl } from './metadata';
import { routes } from './routes';
import { site } from './settings';

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency: 'monthly';
  priority: number;
}

/** Every registered route whose canonical URL is itself (aliases point elsewhere) and that may be indexed. */
export function sitemapEntries(): SitemapEntry[] {
  const published = new Map(getPosts().map((p) => [postPath(p.slug), p.date]));
  return routes
    .filter((r) => (!r.canonical || r.canonical === r.path) && !r.noindex)
    .map((r) => ({
      url: absoluteUrl(r.path),
      ...(published.has(r.path) ? { lastModified: published.get(r.path) } : {}),
      changeFrequency: 'monthly',
      priority: r.path === '/' ? 1 : r.path.split('/').length === 2 ? 0.8 : 0.6,
    }));
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(): string {
  const urls = sitemapEntries().map((e) =>
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

/** The blog's RSS 2.0 feed of `posts` (newest first). */
export function rssXml(posts: PostMeta[]): string {
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
  return feed.rss2();
}
