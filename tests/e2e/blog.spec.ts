import { FEED_SIZE, POSTS_PER_PAGE, postsByTag, tagPath } from '../../src/lib/blog';
import { allRoutes, posts } from '../lib/content';
import { axeViolations, expect, test, widths } from './fixtures';

test('the blog lists every post with its date and links the feed', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  );
  await expect(page.locator('main a[href="/blog/rss.xml"]').first()).toBeVisible();
  // The newest post leads under the masthead, the others follow: every one, in order.
  const items = page.locator('main li[data-post]');
  await expect(items).toHaveCount(posts.length);
  for (const [i, p] of posts.entries()) {
    await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', p.date);
    await expect(items.nth(i).getByRole('link', { name: p.title })).toHaveAttribute('href', `/blog/${p.slug}/`);
  }
  // One page of posts: no pager, no neighbours.
  expect(posts.length).toBeLessThanOrEqual(POSTS_PER_PAGE);
  await expect(page.locator('head link[rel="next"], head link[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/$/);
  expect((await page.request.get('/blog/2/')).status()).toBe(404);
});

test('each tag has its page listing its posts, newest first, linked from the posts', async ({ page }) => {
  const tags = postsByTag(posts);
  const titles = new Set<string>();
  for (const [tag, list] of tags) {
    await page.goto(`${tagPath(tag)}/`);
    await expect(page.locator('h1')).toContainText(tag);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${tagPath(tag)}/$`));
    titles.add(await page.title());
    const items = page.locator('main ol > li');
    await expect(items).toHaveCount(list.length);
    for (const [i, p] of list.entries())
      await expect(items.nth(i).getByRole('link', { name: p.title })).toHaveAttribute('href', `/blog/${p.slug}/`);
  }
  // A distinct title per page.
  expect(titles.size).toBe(tags.size);
  // One h1, a description, and no axe violations at either width.
  const first = `${tagPath([...tags.keys()][0]!)}/`;
  for (const size of [widths.desktop, widths.phone]) {
    await page.setViewportSize(size);
    await page.goto(first);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);
    expect(await axeViolations(page), `${first} at ${size.width}`).toEqual([]);
  }
  await page.setViewportSize(widths.desktop);
  for (const p of posts) {
    await page.goto(`/blog/${p.slug}/`);
    for (const tag of p.tags)
      await expect(page.locator('main').getByRole('link', { name: tag, exact: true })).toHaveAttribute(
        'href',
        `${tagPath(tag)}/`,
      );
  }
});

test('the sitemap lists every page: every route, every post and every tag page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = new Set([...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]));
  for (const p of posts) expect(locs, p.slug).toContain(`/blog/${p.slug}/`);
  for (const tag of postsByTag(posts).keys()) expect(locs, tag).toContain(`${tagPath(tag)}/`);
  for (const r of allRoutes.filter((r) => !r.noindex && (!r.canonical || r.canonical === r.path)))
    expect(locs, r.path).toContain(r.path === '/' ? '/' : `${r.path}/`);
  for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
});

test('each post has its own metadata, an article card and BlogPosting data', async ({ page }) => {
  for (const p of posts) {
    await page.goto(`/blog/${p.slug}/`);
    await expect(page.locator('h1')).toHaveText(p.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/blog--${p.slug}\\.png$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${p.slug}/$`));
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((s) => s.map((x) => JSON.parse(x.textContent!)));
    const posting = ld.find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(p.title);
    expect(posting?.datePublished).toBe(p.date);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', p.date);
  }
});

test('the feed is valid RSS with every post', async ({ page, request }) => {
  const res = await request.get('/blog/rss.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  await page.goto('/blog/');
  const items = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return [...doc.querySelectorAll('channel > item')].map((i) => ({
      title: i.querySelector('title')?.textContent,
      link: i.querySelector('link')?.textContent,
      date: i.querySelector('pubDate')?.textContent,
    }));
  }, xml);
  expect(items).toHaveLength(Math.min(posts.length, FEED_SIZE));
  items!.forEach((item, i) => {
    expect(item.title).toBe(posts[i].title);
    expect(item.link).toMatch(new RegExp(`/blog/${posts[i].slug}/$`));
    expect(new Date(item.date!).toISOString().slice(0, 10)).toBe(posts[i].date);
  });
});
