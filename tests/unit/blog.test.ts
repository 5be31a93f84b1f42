// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  FEED_SIZE,
  morePosts,
  postRef,
  POSTS_PER_PAGE,
  postsByTag,
  tagPath,
  type Post,
  type PostMeta,
} from '@/lib/blog';
import { blogPosts } from '@/lib/blog-posts';
import { routes as allRoutes } from '@/lib/routes';
import { site } from '@/lib/settings';
import { blogListPaths, rssXml, sitemapEntries } from '@/lib/site-files';
import { blogPostingLd } from '@/lib/structured-data';
import { blogPostSchema } from '@/schemas/blog';

import { entries } from '../lib/content';

const posts = await blogPosts();

/** `n` made-up posts, newest first, a day apart, tagged in turn with one of three tags (and all with "All"). */
const many = (n: number): Post[] =>
  Array.from({ length: n }, (_, i) => ({
    ...posts[0]!,
    slug: `post-${i}`,
    title: `Post number ${i}`,
    date: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10),
    tags: ['All', ['Alpha', 'Beta', 'Gamma'][i % 3]!],
  }));

describe('blog', () => {
  const files = entries('blog');

  it('has the three launch posts, each file’s front matter as its schema says', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([
      'capturing-retiring-experts-know-how',
      'no-app-no-login-no-data-stored',
      'why-voice-first-for-frontline-work',
    ]);
    // The collection's id of a post is its file's name only while the name is already an address.
    expect(files.map((f) => f.id)).toEqual([...posts.map((p) => p.slug)].sort());
    for (const f of files) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(blogPostSchema.safeParse(f.data).error?.issues ?? [], f.id).toEqual([]);
    }
  });

  it('the schema names what is wrong in a post’s front matter', () => {
    const good = files[0]!.data;
    const problems = (data: object) =>
      blogPostSchema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(problems({ ...good, summary: 'Too short.' })).toEqual(['summary: must be at least 70 characters']);
    expect(problems({ ...good, metaTitle: 'x'.repeat(61) })).toEqual(['metaTitle: must be at most 60 characters']);
    // A title too long for a browser tab is taken: without a metaTitle, the tab shows it shortened at a word.
    const long = 'A title that is far too long for a browser tab to show in full, by far';
    expect(problems({ ...good, metaTitle: undefined, title: long })).toEqual([]);
    const post = (more: object) => ({ ...good, slug: 'x', metaTitle: undefined, ...more }) as PostMeta;
    const tab = postRef(post({ title: long })).meta.title;
    expect(tab).toBe('A title that is far too long for a browser tab to show in…');
    expect(tab.length).toBeLessThanOrEqual(60);
    expect(postRef(post({ title: long, metaTitle: 'A shorter tab title' })).meta.title).toBe('A shorter tab title');
    expect(problems({ ...good, date: '16 November 2026' })[0]).toMatch(/^date: /);
    expect(problems({ ...good, tags: [] })).toEqual(['tags: must have at least one tag']);
    // An unquoted date (YAML reads it as a date) is taken as the day it names.
    expect(blogPostSchema.parse({ ...good, date: new Date('2026-11-16') }).date).toBe('2026-11-16');
  });

  it('posts are by the team, long enough to be worth it, with linkable sections, newest first', () => {
    for (const p of posts) {
      // No invented people: a post is signed by the company (its name from the business settings).
      expect(p.author).toContain(site.name);
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

  it('registers a route per post, in the sitemap', async () => {
    const urls = (await sitemapEntries()).map((e) => e.url);
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

  it('lists the later pages of the blog and every page of every tag for the sitemap', () => {
    const paths = blogListPaths(many(2 * POSTS_PER_PAGE + 1)).map((p) => p.path);
    // 49 posts: the blog's pages 2 and 3; "All" (49 posts) three pages, Alpha (17), Beta and Gamma (16) one each.
    expect(paths).toEqual([
      '/blog/2',
      '/blog/3',
      '/blog/tag/all',
      '/blog/tag/all/2',
      '/blog/tag/all/3',
      '/blog/tag/alpha',
      '/blog/tag/beta',
      '/blog/tag/gamma',
    ]);
    expect(blogListPaths(many(POSTS_PER_PAGE)).filter((p) => /^\/blog\/\d+$/.test(p.path))).toEqual([]);
    // The site's own posts: one page of the blog, a page per tag.
    const own = blogListPaths(posts).map((p) => p.path);
    expect(own).toEqual([...postsByTag(posts).keys()].map((t) => tagPath(t)));
  });

  it('gives every tag of every post an address of its own', () => {
    const tags = [...postsByTag(posts).keys()];
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags.map((t) => tagPath(t))).size).toBe(tags.length);
    for (const t of tags) expect(tagPath(t)).toMatch(/^\/blog\/tag\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(tagPath('Voice-first AI', 2)).toBe('/blog/tag/voice-first-ai/2');
    // Two spellings of one tag are one page.
    const [a, b] = many(2);
    const spelled = postsByTag([
      { ...a!, tags: ['Voice-first AI'] },
      { ...b!, tags: ['voice-first AI'] },
    ]);
    expect([...spelled.keys()]).toEqual(['Voice-first AI']);
    expect(spelled.get('Voice-first AI')!.map((p) => p.slug)).toEqual(['post-0', 'post-1']);
  });

  it('lists at most four other posts under a post, those sharing its tags first', () => {
    const list = many(40);
    const more = morePosts(list[0]!, list);
    expect(more).toHaveLength(4);
    expect(more.map((p) => p.slug)).toEqual(['post-3', 'post-6', 'post-9', 'post-12']);
    expect(morePosts(posts[0]!, posts).map((p) => p.slug)).toEqual(posts.slice(1).map((p) => p.slug));
  });

  it('puts only the newest posts in the feed, and says so', () => {
    const list = many(FEED_SIZE + 30);
    const doc = new DOMParser().parseFromString(rssXml(list), 'application/xml');
    const items = [...doc.querySelectorAll('channel > item')];
    expect(items).toHaveLength(FEED_SIZE);
    expect(items[0]!.getElementsByTagName('title')[0]?.textContent).toBe('Post number 0');
    expect(items.at(-1)!.getElementsByTagName('title')[0]?.textContent).toBe(`Post number ${FEED_SIZE - 1}`);
    expect(doc.querySelector('channel > description')?.textContent).toContain(`newest ${FEED_SIZE} posts`);
  });

  it('publishes a valid RSS feed with the three posts', async () => {
    const doc = new DOMParser().parseFromString(rssXml(posts), 'application/xml');
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
