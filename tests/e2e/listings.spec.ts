/**
 * The events page's and the newsroom's lists, from their collections (src/content/events/, src/content/news/ and,
 * on the newsroom, the blog's posts): every entry listed once, LIST_PAGE_SIZE a page, each page with its canonical,
 * rel=prev/next, a distinct title, one h1, in the sitemap, and no axe violations. With today's content each list
 * is one page; `node scripts/listings-copy.mjs` builds a copy with 30 more of each, where this spec checks the later
 * pages (docs/testing.md).
 */
import { isUpcoming, LIST_PAGE_SIZE, listPageCount, listPagePath, today } from '../../src/lib/listings';
import type { BlockOf } from '../../src/schemas/composed';
import { entry, events, news, posts } from '../lib/content';
import { axeViolations, expect, test, widths } from './fixtures';

const lists = [
  { path: '/company/events', count: events.length },
  // The newsroom lists the blog's posts with the news (its news block's blogCategory).
  { path: '/company/newsroom', count: news.length + posts.length },
];

for (const { path, count } of lists)
  test(`${path}: every entry once, ${LIST_PAGE_SIZE} a page, each page linked, titled and in the sitemap`, async ({
    page,
    request,
  }) => {
    const last = listPageCount(count);
    const xml = await (await request.get('/sitemap.xml')).text();
    const titles = new Set<string>();
    let listed = 0;
    for (let n = 1; n <= last; n++) {
      const url = `${listPagePath(path, n)}/`;
      await page.goto(url);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
      const prev = page.locator('head link[rel="prev"]');
      const next = page.locator('head link[rel="next"]');
      if (n > 1) await expect(prev).toHaveAttribute('href', new RegExp(`${listPagePath(path, n - 1)}/$`));
      else await expect(prev).toHaveCount(0);
      if (n < last) await expect(next).toHaveAttribute('href', new RegExp(`${listPagePath(path, n + 1)}/$`));
      else await expect(next).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      const entries = await page.locator('main [data-entry]').count();
      expect(entries, url).toBeGreaterThan(0);
      expect(entries, url).toBeLessThanOrEqual(LIST_PAGE_SIZE);
      listed += entries;
      titles.add(await page.title());
      expect(xml, url).toContain(`${url}</loc>`);
      // The pager's links lead to the neighbouring pages.
      if (n > 1) {
        await page.locator('main a[rel="prev"]').click();
        await expect(page).toHaveURL(new RegExp(`${listPagePath(path, n - 1)}/$`));
      }
    }
    expect(listed).toBe(count);
    expect(titles.size).toBe(last);
    expect((await request.get(`${listPagePath(path, last + 1)}/`)).status()).toBe(404);
    // The last page, at both widths: no axe violations.
    for (const size of [widths.desktop, widths.phone]) {
      await page.setViewportSize(size);
      await page.goto(`${listPagePath(path, last)}/`);
      expect(await axeViolations(page), `${path} page ${last} at ${size.width}`).toEqual([]);
    }
  });

test('the events page shows its notice in place of the upcoming events only when none is upcoming', async ({
  page,
}) => {
  const { blocks } = entry<{ blocks: BlockOf<'events'>[] }>('pages', 'company/events');
  const block = blocks.find((b) => b.type === 'events' && b.show === 'upcoming')!;
  const upcoming = events.filter((e) => isUpcoming(e, today()));
  await page.goto('/company/events/');
  const notice = page.locator('main h2', { hasText: block.empty!.heading });
  const heading = page.locator('main h2', { hasText: block.heading });
  if (upcoming.length) {
    await expect(notice).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    for (const e of upcoming.slice(0, LIST_PAGE_SIZE))
      await expect(page.locator('main').getByRole('heading', { level: 3, name: e.title, exact: true })).toHaveCount(1);
  } else {
    await expect(notice).toHaveCount(1);
    await expect(heading).toHaveCount(0);
  }
});
