/**
 * Issue 36, bodies that show the product: at most 8 icon cards on five pages, home within 10,000 px at 390, card
 * rows level, the spoken face without layout shift, and the signature sequence still under reduced motion and
 * without JavaScript. Each check is first shown to fail on a fault page.
 */
import { expect, test, widths } from './fixtures';
import { cardRowFaults, iconCards, loadShift, sequenceState } from './bodies-checks';

const MAX_ICON_CARDS = 8;
const MAX_HOME_390 = 10_000;
const pages = ['/', '/products/pocket-mentor', '/community', '/company/careers', '/services/consulting'];

const card = (i: number) =>
  `<li style="padding:16px;border:1px solid"><svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8"/></svg><h3>Card ${i}</h3><p>Text ${i}</p></li>`;

test('the checks can fail: nine icon cards, a ragged card row, a page too tall, a sequence that moves', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main>
    <ul style="display:grid;grid-template-columns:repeat(3,1fr);list-style:none">${Array.from({ length: 9 }, (_, i) => card(i + 1)).join('')}</ul>
    <ul style="display:flex;align-items:start;list-style:none">
      <li style="flex:1"><h3>Short</h3><p>Text</p></li>
      <li style="flex:1"><div style="height:47px"></div><h3>Pushed down</h3><p>Text</p></li>
    </ul>
    <div style="height:10500px"></div>
    <style>@keyframes m{from{opacity:0}to{opacity:1}} .seq-turn{animation:m 10s linear infinite}</style>
    <p class="seq-turn">A turn</p>
  </main></body></html>`);
  expect(await iconCards(page)).toHaveLength(9);
  expect((await cardRowFaults(page)).join()).toMatch(/"Short" title (\d+) px.*"Pushed down" title (\d+) px/);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(MAX_HOME_390);
  const s = await sequenceState(page);
  expect(s.animated).toBe(1);
  expect(s.hidden).toBe(1);
});

test('the layout-shift check can fail: a late box pushes the text down', async ({ page }) => {
  await page.setViewportSize(widths.phone);
  await page.setContent(`<!doctype html><html lang="en"><title>Shift</title><body><main>
    <div id="late"></div><p>Text that moves when the box above it grows.</p>
    <script>setTimeout(() => { document.getElementById('late').style.height = '200px'; }, 400);</script>
  </main></body></html>`);
  await page.waitForTimeout(700);
  expect((await loadShift(page)).cls).toBeGreaterThan(0);
});

for (const path of pages)
  test(`${path}: at most ${MAX_ICON_CARDS} icon cards, and each card row level at 1280`, async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const cards = await iconCards(page);
    expect(cards.length, cards.join(' | ')).toBeLessThanOrEqual(MAX_ICON_CARDS);
    expect(await cardRowFaults(page)).toEqual([]);
  });

test(`home is at most ${MAX_HOME_390} px tall at 390`, async ({ page }) => {
  await page.setViewportSize(widths.phone);
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(3000);
  expect(height).toBeLessThanOrEqual(MAX_HOME_390);
});

for (const [name, size] of Object.entries(widths))
  test(`home at ${name}: the spoken face loads and nothing shifts (CLS 0)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const { cls, sources, fonts } = await loadShift(page);
    expect(fonts).toContain('Geist Mono');
    expect(cls, sources.join('\n')).toBe(0);
  });

test('the signature sequence animates with motion allowed, scrolled into view', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto('/');
  const before = await sequenceState(page);
  expect(before.parts).toBeGreaterThanOrEqual(8);
  expect(before.animated).toBeGreaterThan(0);
});

test('the signature sequence is a still diagram under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(widths.desktop);
  await page.goto('/');
  const s = await sequenceState(page);
  expect(s.parts).toBeGreaterThanOrEqual(8);
  expect(s).toEqual({ parts: s.parts, animated: 0, hidden: 0 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the signature sequence is a still diagram', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto('/');
    const s = await sequenceState(page);
    expect(s.parts).toBeGreaterThanOrEqual(8);
    expect(s).toEqual({ parts: s.parts, animated: 0, hidden: 0 });
  });
});
