import { getPosts } from '../../src/lib/blog';
import { expect, test } from './fixtures';

const posts = getPosts();

test('the blog lists every post with its date and links the feed', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  );
  await expect(page.locator('main a[href="/blog/rss.xml"]').first()).toBeVisible();
  const items = page.locator('section[aria-labelledby="posts-heading"] ol > li');
  await expect(items).toHaveCount(posts.length);
  for (const [i, p] of posts.entries()) {
    await expect(items.nth(i).locator('time')).toHaveAttribute('datetime', p.date);
    await expect(items.nth(i).getByRole('link', { name: p.title })).toHaveAttribute('href', `/blog/${p.slug}/`);
  }
  await expect(page.locator('main')).not.toContainText('No posts yet');
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
  expect(items).toHaveLength(3);
  items!.forEach((item, i) => {
    expect(item.title).toBe(posts[i].title);
    expect(item.link).toMatch(new RegExp(`/blog/${posts[i].slug}/$`));
    expect(new Date(item.date!).toISOString().slice(0, 10)).toBe(posts[i].date);
  });
});
