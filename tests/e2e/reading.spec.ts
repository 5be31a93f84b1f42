/**
 * Long-form reading: legal pages have a table of contents of their h2s (a sticky list beside the text
 * from lg, a <details> above it on a phone) whose links land on their headings, below the fixed header; blog post
 * headings have stable ids; the table of contents is not indexed for search. The measure and the absence of a
 * sales button are checked on every such route by the route sweep (routes.spec.ts, visual-checks.ts).
 */
import { posts } from '../lib/content';
import { expect, test, widths } from './fixtures';

const legal = ['/legal/privacy-policy', '/legal/terms-of-service', '/legal/cookie-policy', '/legal/accessibility'];

for (const size of [widths.desktop, widths.phone]) {
  test(`legal pages at ${size.width} px: the table of contents lists every h2 and each link lands on its heading`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    for (const path of legal) {
      await page.goto(`${path}/`);
      const headings = await page
        .locator('main article h2')
        .evaluateAll((hs) => hs.map((h) => ({ id: h.id, text: h.textContent?.trim() })));
      expect(headings.length, path).toBeGreaterThanOrEqual(5);
      expect(new Set(headings.map((h) => h.id)).size, `${path}: unique ids`).toBe(headings.length);
      for (const h of headings) expect(h.id, path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // Exactly one table of contents shows at this width; on a phone it opens from its summary.
      const toc = page.locator('[data-toc]:visible');
      await expect(toc, path).toHaveCount(1);
      if (size === widths.phone) await toc.locator('summary').click();
      const links = toc.locator('a');
      const entries = await links.evaluateAll((as) =>
        as.map((a) => ({ id: a.getAttribute('href')!.replace(/^#/, ''), text: a.textContent?.trim() })),
      );
      expect(entries, `${path}: the contents are the h2s, in order`).toEqual(headings);
      for (const [i, h] of headings.entries()) {
        await links.nth(i).click();
        await expect(page, path).toHaveURL(new RegExp(`#${h.id}$`));
        // The heading is in view and not under the fixed header.
        await expect
          .poll(
            () =>
              page.evaluate((id) => {
                const r = document.getElementById(id)!.getBoundingClientRect();
                const header = document.querySelector('header')!.getBoundingClientRect().bottom;
                const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
                return r.top >= header && (r.bottom <= window.innerHeight || atEnd) && (r.top < header + 120 || atEnd);
              }, h.id),
            { message: `${path}#${h.id} lands below the header` },
          )
          .toBe(true);
        if (size === widths.phone) {
          // Back to the contents (still open) for the next link.
          await page.evaluate(() => window.scrollTo(0, 0));
        }
      }
    }
  });
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`legal pages at 1280 px (motion ${motion}): the rail marks the section being read, and only that one`, async ({
    page,
  }) => {
    await page.setViewportSize(widths.desktop);
    await page.emulateMedia({ reducedMotion: motion });
    for (const path of legal) {
      await page.goto(`${path}/`);
      const links = page.locator('nav[data-toc] a');
      // The marked links: a border where the others have none (globals.css .toc-spy).
      const marked = () =>
        links.evaluateAll((as) =>
          as.flatMap((a, i) => (getComputedStyle(a).borderLeftColor === 'rgba(0, 0, 0, 0)' ? [] : [i])),
        );
      // At the top of the page, above the first section, nothing is marked.
      expect(await marked(), `${path} at the top`).toEqual([]);
      const count = await links.count();
      for (let i = 0; i < count; i++) {
        await links.nth(i).click();
        // The pointer off the rail: a hovered link looks marked too.
        await page.mouse.move(1200, 700);
        await expect.poll(marked, { message: `${path}: after following link ${i + 1}` }).toEqual([i]);
      }
      // Scrolled back up by the reader, not by a link: the mark follows.
      await page.evaluate(() => {
        const h = document.querySelectorAll('main article h2')[1]!;
        window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 70);
      });
      await expect.poll(marked, { message: `${path}: scrolled to the second heading` }).toEqual([1]);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('documentation at 1280 px: the contents mark the section being read, and only that one', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto('/resources/documentation/');
    const links = page.locator('nav[data-doc-contents] a.toc-spy');
    const marked = () =>
      links.evaluateAll((as) =>
        as.flatMap((a, i) => (getComputedStyle(a).borderLeftColor === 'rgba(0, 0, 0, 0)' ? [] : [i])),
      );
    // At the top of the page, above the first section, nothing is marked.
    expect(await marked()).toEqual([]);
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (const i of [0, 2, count - 1]) {
      // Scrolled by the reader to the section's heading, just under the header.
      await page.evaluate((i) => {
        const id = document.querySelectorAll('nav[data-doc-contents] a.toc-spy')[i]!.getAttribute('href')!.slice(1);
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        window.scrollTo(0, window.scrollY + top - 70);
      }, i);
      await page.mouse.move(1200, 700);
      await expect.poll(marked, { message: `scrolled to section ${i + 1}` }).toEqual([i]);
    }
  });
});

test('legal pages: the table of contents is not in the search index, and the page has no sales button', async ({
  page,
}) => {
  for (const path of legal) {
    await page.goto(`${path}/`);
    for (const toc of await page.locator('[data-toc]').all())
      await expect(toc).toHaveAttribute('data-pagefind-ignore', 'all');
    await expect(page.locator('main [data-primary-action]')).toHaveCount(0);
    await expect(page.locator('main a[href="/contact/"]')).toHaveCount(0);
  }
});

test('blog posts: every heading in the body has a stable id, so a section can be linked', async ({ page }) => {
  for (const p of posts) {
    await page.goto(`/blog/${p.slug}/`);
    const ids = await page.locator('main article :is(h2, h3)').evaluateAll((hs) => hs.map((h) => h.id));
    expect(ids.length, p.slug).toBeGreaterThan(2);
    for (const id of ids) expect(id, p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size, p.slug).toBe(ids.length);
    await page.goto(`/blog/${p.slug}/#${ids[0]}`);
    await expect(page.locator(`#${ids[0]}`)).toBeInViewport();
  }
});
