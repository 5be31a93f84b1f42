import { describe, expect, it } from 'vitest';

import { allRoutes } from '@/lib/all-routes';
import { getPosts } from '@/lib/blog';
import { rssXml, sitemapEntries } from '@/lib/site-files';
import { blogPostingLd } from '@/lib/structured-data';

describe('blog', () => {
  const posts = getPosts();

  it('has the three launch posts with complete front matter, newest first', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([
      'capturing-retiring-experts-know-how',
      'no-app-no-login-no-data-stored',
      'why-voice-first-for-frontline-work',
    ]);
    for (const p of posts) {
      expect(p.title.length, p.slug).toBeGreaterThan(10);
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.summary.length, p.slug).toBeGreaterThanOrEqual(70);
      expect(p.summary.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.author).toBe('Pocket Mentor team');
      expect(p.tags.length).toBeGreaterThan(0);
      const words = p.html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, p.slug).toBeGreaterThanOrEqual(600);
      expect(words, p.slug).toBeLessThanOrEqual(900);
      expect(p.html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(p.html).not.toMatch(/<h1/);
    }
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('uses curly quotes and apostrophes, as the rest of the site does: in the text, the titles and the summaries', () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#8217;|&#8216;|&#8220;|&#8221;/g, '’');
    for (const p of posts) {
      // Attributes (href="…") keep their quotes; the words between the tags carry none straight.
      expect(text(p.html), p.slug).not.toMatch(/["']|&quot;|&#39;/);
      for (const t of [p.title, p.summary, p.metaTitle ?? '']) expect(t, p.slug).not.toMatch(/["']/);
    }
    const capturing = posts.find((p) => p.slug === 'capturing-retiring-experts-know-how')!;
    expect(capturing.title).toContain('expert’s');
    expect(text(capturing.html)).toContain('expert’s reasoning');
    // Heading ids are those of the straight text, so links to a section keep working.
    expect(capturing.html).toMatch(/<h2 id="[a-z0-9-]+">/);
  });

  it('registers a route per post, in the sitemap', () => {
    const urls = sitemapEntries().map((e) => e.url);
    for (const p of posts) {
      expect(allRoutes.some((r) => r.path === `/blog/${p.slug}`)).toBe(true);
      expect(urls.some((u) => u.endsWith(`/blog/${p.slug}/`))).toBe(true);
    }
  });

  it('describes each post as a BlogPosting', () => {
    const ld = blogPostingLd(posts[0]) as unknown as Record<string, unknown>;
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe(posts[0].title);
    expect(ld.datePublished).toBe(posts[0].date);
    expect(String(ld.url)).toMatch(new RegExp(`/blog/${posts[0].slug}/$`));
  });

  it('publishes a valid RSS feed with the three posts', async () => {
    const doc = new DOMParser().parseFromString(rssXml(), 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.nodeName).toBe('rss');
    const items = [...doc.querySelectorAll('channel > item')];
    expect(items).toHaveLength(3);
    items.forEach((item, i) => {
      const text = (tag: string) => item.getElementsByTagName(tag)[0]?.textContent ?? '';
      expect(text('title')).toBe(posts[i].title);
      expect(text('link')).toMatch(new RegExp(`^https://[^/]+/blog/${posts[i].slug}/$`));
      expect(new Date(text('pubDate')).toISOString().slice(0, 10)).toBe(posts[i].date);
      expect(text('description')).toBe(posts[i].summary);
    });
  });
});
