import { entry, allRoutes as routes } from '../lib/content';
import { expect, test } from './fixtures';

const urlOf = (p: string) => (p === '/' ? '/' : `${p}/`);

test('every internal link on every page resolves', async ({ request }) => {
  test.setTimeout(180_000);
  const seen = new Map<string, string>();
  for (const r of routes) {
    const html = await (await request.get(urlOf(r.path))).text();
    for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = m[1]!.replace(/&amp;/g, '&');
      if (/^(https?:|tel:|mailto:)/.test(href)) continue;
      if (!seen.has(href)) seen.set(href, r.path);
    }
  }
  expect(seen.size).toBeGreaterThan(90);
  const broken: string[] = [];
  for (const [href, from] of seen) {
    const [path, hash] = href.split('#');
    if (!path) continue; // same-page anchor, checked in page tests
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${href} (from ${from}): ${res.status()}`);
    if (hash) {
      const body = await res.text();
      if (!body.includes(`id="${hash}"`)) broken.push(`${href} (from ${from}): no #${hash}`);
    }
  }
  expect(broken).toEqual([]);
});

test('an unknown URL gets the styled 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  const notFound = entry<{ title: string; home: string }>('pages', '404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  await expect(page.getByRole('link', { name: notFound.home })).toHaveAttribute('href', '/');
});

test('sitemap.xml lists canonical pages only; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const expected = routes
    .filter((r) => (!r.canonical || r.canonical === r.path) && !r.noindex)
    .map((r) => urlOf(r.path));
  // Besides the routes: the blog's later list pages and its tag pages (blog.spec.ts checks those), each a page here.
  const lists = locs.filter((l) => /^\/blog\/(?:tag\/[a-z0-9-]+\/(?:\d+\/)?|\d+\/)$/.test(l));
  for (const l of lists) expect((await request.get(l)).status(), l).toBe(200);
  expect(locs.filter((l) => !lists.includes(l)).sort()).toEqual(expected.sort());
  expect(locs).not.toContain('/products/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);
  expect((await request.get('/manifest.webmanifest')).status()).toBe(200);
  expect((await request.get('/icon.svg')).status()).toBe(200);
});
