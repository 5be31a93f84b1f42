/** The visual checks that are not per route (the per-route sweep is in routes.spec.ts). */
import { format } from '../../src/lib/format';
import type { NavigationWords } from '../../src/schemas/site-words';
import { entry } from '../lib/content';
import { site } from '../lib/settings';
import { axeViolations, expect, gotoHydrated, test, widths } from './fixtures';
import {
  bandGapFaults,
  cardTitleFaults,
  clippedTextFaults,
  columnFaults,
  emojiIn,
  gridFaults,
  headerFaults,
  headingFaults,
  heroFaults,
  measureFaults,
  panelFaults,
  punctuationGaps,
  salesButtonFaults,
} from './visual-checks';

/** The menu's words, as src/content/site/navigation.yaml writes them. */
const navWords = entry<NavigationWords>('site', 'navigation');

test('the punctuation check measures something: the home h1 has a full stop', async ({ page }) => {
  await page.goto('/');
  const { measured } = await punctuationGaps(page);
  expect(measured).toBeGreaterThan(0);
});

test('the route sweep checks can fail: a page with each fault is caught by each', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main>
    <h1 style="font: 48px sans-serif; letter-spacing: 0.2em">A page.</h1>
    <ul data-card-grid style="display: grid; grid-template-columns: repeat(3, 200px); list-style: none">
      <li>1</li><li>2</li><li>3</li><li>4</li><li>5</li>
    </ul>
    <ul data-card-grid style="display: flex; align-items: start; list-style: none">
      <li style="flex: 1">short</li><li style="flex: 1; height: 80px">tall</li>
    </ul>
    <p>Call us \u{1F4DE}</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
  </main></body></html>`);
  expect((await punctuationGaps(page)).bad.join()).toMatch(/"e\." in "A page\./);
  expect((await gridFaults(page)).join()).toMatch(/5 items, rows of 3\+2/);
  expect((await gridFaults(page)).join()).toMatch(/ragged row, cards \d+\/80 px tall/);
  expect(await emojiIn(page)).toEqual(['\u{1F4DE}']);
  expect((await axeViolations(page)).join()).toMatch(/image-alt/);
});

test('the route sweep’s checks can fail: a page with each fault is caught by each', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const long = 'A sentence that runs on long enough to fill several lines of a narrow column of text. '.repeat(6);
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0">
    <header style="position:fixed;inset:0 0 auto;height:114px;background:rgb(255 255 255 / 0.85)">
      <nav><div id="panel" style="position:absolute;top:114px;left:0;right:0;height:900px;background:#fff">
        <a href="/a">First</a><a href="/b" style="position:absolute;bottom:0">Free Product Tour</a>
      </div></nav>
    </header>
    <main style="padding-top:114px">
      <section data-hero style="height:900px"><h1>A tall hero</h1>
        <a href="/contact" data-primary-action style="display:block;margin-top:760px">Request a demo</a></section>
      <div style="columns:2;width:600px"><p>${long}</p></div>
      <h2 style="width:150px;font:32px/1.2 sans-serif">A private-label line</h2>
      <h3 lang="en" style="hyphens:auto">Hyphenated headings</h3>
      <h2 style="width:330px;font:32px/1.2 sans-serif;text-wrap:wrap">Your expertise on a <span style="white-space:nowrap">private-label</span> phone line</h2>
      <div style="height:3000px"></div>
    </main></body></html>`);
  expect((await heroFaults(page)).join()).toMatch(/hero 900 px tall \(max 640\)/);
  expect((await heroFaults(page)).join()).toMatch(/primary action ends at \d+ px, below the fold/);
  expect((await columnFaults(page)).join()).toMatch(/<div class=""> in columns \(2 \/ auto\)/);
  const headings = (await headingFaults(page)).join();
  expect(headings).toMatch(/"private-label" split across lines/);
  expect(headings).toMatch(/"Hyphenated headings": hyphens: auto/);
  expect(headings).toMatch(/"line" alone on the last line of "Your expertise/);
  await page.evaluate(() => window.scrollTo(0, 1200));
  const header = (await headerFaults(page)).join();
  expect(header).toMatch(/header shows 114 px after scrolling \(max 64\)/);
  expect(header).toMatch(/see-through, with no backdrop blur/);
  const panel = (await panelFaults(page, '#panel')).join();
  expect(panel).toMatch(/#panel ends at 1014 px, past the window/);
  expect(panel).toMatch(/"Free Product Tour" out of view when focused/);
  // And on a phone: the action below the fold and too far under the hero's top.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await heroFaults(page)).join()).toMatch(/primary action \d+ px below the hero's top \(max 640\)/);
});

test('the card-title check can fail: staggered and unequal titles in one row are caught', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = (pic: number, title: string) =>
    `<li><div style="height:${pic}px"></div><h3 style="font:20px/1.3 sans-serif">${title}</h3><p>Text.</p></li>`;
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main><section><h2>Grid</h2>
    <ul data-card-grid style="display:grid;grid-template-columns:repeat(3,200px);list-style:none">
      ${card(40, 'One line')}${card(80, 'A taller picture')}${card(40, 'A title long enough to wrap onto two lines')}
    </ul>
    <ul data-card-grid style="display:grid;grid-template-columns:repeat(2,200px);list-style:none">
      ${card(40, 'Level')}${card(40, 'Level too')}
    </ul></section></main></body></html>`);
  const faults = await cardTitleFaults(page);
  expect(faults).toHaveLength(1);
  expect(faults[0]).toMatch(/"One line" at \d+ px, 26 px tall \/ "A taller picture" at \d+ px/);
  expect(faults[0]).toMatch(/"A title long enough to w" at \d+ px, 78 px tall/);
});

test('the band-gap check can fail: two same-colour bands with their paddings stacked are caught', async ({ page }) => {
  // Two white bands, each with its own 96 px padding: 192 px of nothing between them.
  await page.setContent(`<!doctype html><html lang="en"><title>Gap</title><style>*{margin:0}</style><body><main>
    <section style="padding:96px 0;background:#fff"><h2>First</h2><p>Text.</p></section>
    <section style="padding:96px 0;background:#fff"><h2>Second</h2></section>
    <section style="padding:96px 0;background:#eee"><h2>Third</h2></section></main></body></html>`);
  expect(await bandGapFaults(page)).toEqual([expect.stringMatching(/^19\d px of empty band before "Second"$/)]);
});

test('the cut-off text check can fail: a long button label in a hero that hides its overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(`<!doctype html><html lang="en"><title>Clipped</title><body style="margin:0"><main>
    <section style="overflow:hidden;padding:20px"><h1>From your documents</h1>
      <a href="/contact" style="display:inline-block;white-space:nowrap;font:16px sans-serif">Schedule Your Onboarding Discovery Call Today, Please</a></section>
    <div style="overflow-x:auto"><table><tr><td style="white-space:nowrap">A wide table row that may scroll sideways in its own box</td></tr></table></div>
    </main></body></html>`);
  expect(await clippedTextFaults(page)).toEqual([
    expect.stringMatching(/^<a> "Schedule Your Onboarding Discovery Call " ends at 4\d\d px$/),
  ]);
});

test('the reading checks can fail: a wide column of text and a sales button are caught', async ({ page }) => {
  const text = 'Pocket Mentor collects and stores no user data, and this website does not track you. '.repeat(5);
  const at = (width: string, extra = '') =>
    `<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <article style="max-width:${width};font:18px/1.7 sans-serif"><p>${text}</p><ul><li>${text}</li></ul></article>
      ${extra}</main></body></html>`;
  await page.setViewportSize({ width: 1280, height: 800 });
  // The column the issue found: about 100 characters a line.
  await page.setContent(at('58rem', '<a href="/contact" style="background:#ff7f1f">Get in Touch</a>'));
  const wide = await measureFaults(page);
  expect(wide.bad.join()).toMatch(/^(1[0-9]{2}|9\d) characters a line in <p> "Pocket Mentor collects/);
  expect(wide.bad.join()).toMatch(/characters a line in <li>/);
  expect((await salesButtonFaults(page)).join()).toMatch(/"Get in Touch" is a primary \(accent\) button/);
  // The limit is exact: a line of 76 characters fails, one of 75 passes (spaces count, as they take room).
  const [over, limit] = [`${'abcd '.repeat(15)}x`, `${'abcd '.repeat(14)}abcde`];
  expect([over.length, limit.length]).toEqual([76, 75]);
  await page.setContent(
    `<!doctype html><html lang="en"><title>Limit</title><main style="white-space:pre"><p>${over}</p><p>${limit}</p></main>`,
  );
  expect((await measureFaults(page)).bad).toEqual([expect.stringMatching(/^76 characters a line in <p>/)]);
  // The same text at the reading measure passes.
  await page.setContent(at('33rem', '<a href="/contact" data-primary-action>Request a demo</a>'));
  const narrow = await measureFaults(page);
  expect(narrow.bad).toEqual([]);
  expect(narrow.lines).toBeGreaterThan(10);
  expect((await salesButtonFaults(page)).join()).toMatch(/"Request a demo" is a primary/);
});

test.describe('contact page, booking vendor blocked', () => {
  test.use({ vendor: 'block' });
  test('the calendar fallback fills the reserved area with its two ways on, and nothing shifts', async ({ page }) => {
    for (const size of [widths.desktop, widths.phone]) {
      await page.setViewportSize(size);
      await page.goto('/contact/');
      const booking = page.locator('[data-booking-frame]');
      const reserved = (await booking.boundingBox())!.height;
      const alert = page.locator('[data-booking-fallback]');
      await expect(alert).toBeVisible({ timeout: 8000 });
      const box = (await alert.boundingBox())!;
      const area = (await booking.boundingBox())!;
      // The fallback fills the calendar's reserved area, edge to edge (no empty stretch of skeleton around it).
      expect(Math.abs(box.y - area.y)).toBeLessThan(2);
      expect(Math.abs(box.height - area.height)).toBeLessThan(2);
      // Its two ways on (the booking page, the number) sit on the band that runs to its foot (no empty stretch left
      // below it), and on a desktop side by side in one row.
      const band = (await alert.locator(':scope > [data-booking-ways]:last-child').boundingBox())!;
      expect(Math.abs(band.y + band.height - (box.y + box.height))).toBeLessThan(2);
      const ways = await alert
        .locator('[data-booking-ways] a')
        .evaluateAll((as) => as.map((a) => a.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
      expect(ways).toHaveLength(2);
      const [book, call] = ways as [{ top: number; bottom: number }, { top: number; bottom: number }];
      const oneRow = book.top < call.bottom && call.top < book.bottom;
      expect(oneRow || size !== widths.desktop, 'on a desktop the button and the number share one row').toBe(true);
      // The reserved height is kept: no layout shift when the calendar fails.
      expect(area.height).toBe(reserved);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
              resolve(entries.filter((e) => !e.hadRecentInput).reduce((a, e) => a + e.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      // A failed calendar that gave back its reserved height would move everything below it (a shift well over 0.05);
      // a busy machine can still swap a font late and nudge a line by a pixel (0.001).
      expect(shift, 'cumulative layout shift').toBeLessThan(0.005);
    }
  });
});

test('mega menu: Products opens on the call beside the products; the industry list opens over it and covers it', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  await gotoHydrated(page, '/');
  const nav = page.locator('header nav[aria-label="Main"]');
  await nav.getByRole('button', { name: 'Products' }).click();
  const industries = nav.getByRole('link', { name: 'Aerospace & Aviation', exact: true });
  const feature = nav.getByRole('link', { name: navWords.menuFeature.linkLabel });
  const onTop = () =>
    feature.evaluate((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && a.contains(hit);
    });
  // Closed at first: the Industries menu lists the industries; here the panel shows what the products are for.
  await expect(industries).toBeHidden();
  await expect(feature).toBeVisible();
  expect(await onTop(), 'the call in front while the list is closed').toBe(true);
  await nav.getByRole('button', { name: navWords.groups.editions }).click();
  await expect(industries).toBeVisible();
  // While the list is open it covers the call entirely (nothing of it shows through or beside it).
  expect(await onTop(), 'the call shows through the open list').toBe(false);
  // The side panel carries the phone number and the tour as well as the overview.
  const aside = nav.getByRole('complementary', {
    name: format(navWords.menuCopy.aside.label, { section: 'Products' }),
  });
  await expect(aside).toContainText(site.phone.display);
  await expect(aside.getByRole('link', { name: /Free Product Tour/ })).toBeVisible();
});
