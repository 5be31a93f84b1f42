import { entry } from '../lib/content';
import { expect, test, widths } from './fixtures';
import { exhibitFaults, solutions } from './hero-checks';

const hero = 'main section[aria-labelledby="page-title"]';
/** Connections HR's dashboard and check-in, as its content file writes them. */
const hr = entry<{
  hero: { secondary: { label: string } };
  closing: { cta: { label: string } };
  dashboard: { pieces: { label: string }[] };
  checkIn: { heading: string; worker: { sender: string }; hr: { view: { title: string } } };
}>('pages', 'products/connections-hr');

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('connections HR: a dashboard in the hero, and the check-in from both sides in #demo', async ({ page }) => {
      await page.goto('/products/connections-hr/');
      const dash = page.locator(`${hero} figure[data-proof="dashboard"]`);
      await expect(dash).toBeVisible();
      // Every piece of the dashboard the content file gives is shown, with the illustrative note.
      for (const piece of hr.dashboard.pieces) await expect(dash.getByText(piece.label).first()).toBeVisible();
      await expect(dash.getByText(/illustrative/i).first()).toBeVisible();
      const demo = page.locator('#demo');
      await expect(demo.getByRole('heading', { name: hr.checkIn.heading })).toBeVisible();
      await expect(demo.locator('figure')).toHaveCount(2);
      await expect(demo.locator('figure').first()).toContainText(hr.checkIn.worker.sender);
      await expect(demo.locator('figure[data-proof="dashboard"]')).toContainText(hr.checkIn.hr.view.title);
      // One call to action per intent: the demo shows the product and sends no one away from it (its one link, under
      // #expert, points down the page to the waitlist band).
      await expect(demo.locator('a:not([href^="#"])')).toHaveCount(0);
      // The hero's quiet link (down to #demo) once, and one ask: every link that leaves the page, but the phone
      // number, is the closing band's (the hero's button says the same and goes to the same place).
      await expect(page.locator('main').getByRole('link', { name: hr.hero.secondary.label, exact: true })).toHaveCount(
        1,
      );
      const leaving = page.locator('main a:not([href^="#"]):not([href^="tel:"])');
      expect(await leaving.count()).toBeGreaterThan(0);
      for (const text of await leaving.allInnerTexts()) expect(text.trim()).toBe(hr.closing.cta.label);
    });
  });
}

test('no two executive or business-type pages render the same visual', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  const seen = new Map<string, { form: string; surface: string; text: string }>();
  for (const { slug, visual } of solutions) {
    if (visual.kind !== 'exhibit') continue;
    await page.goto(`/solutions/${slug}/`);
    const fig = page.locator(`${hero} figure[data-exhibit]`);
    seen.set(slug, {
      form: (await fig.getAttribute('data-exhibit'))!,
      surface: (await fig.locator('[data-surface]').getAttribute('data-surface'))!,
      text: (await fig.innerText()).trim(),
    });
  }
  const all = [...seen.values()];
  expect(seen.size).toBe(14);
  expect(new Set(all.map((v) => v.form)).size).toBe(14);
  expect(new Set(all.map((v) => v.text)).size).toBe(14);
  // Paper, tint and dark surfaces all appear, none on more than half the pages.
  const surfaces = Object.groupBy(all, (v) => v.surface);
  expect(Object.keys(surfaces).sort()).toEqual(['dark', 'paper', 'tint']);
  for (const [k, v] of Object.entries(surfaces)) expect(v!.length, k).toBeLessThanOrEqual(7);
});

test('the exhibit check can fail: a navy card on a charcoal band, and text spilling out of its box', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  // The CEO hero as it once was: an ink-900/90 card with a white/10 border on the charcoal tint-900 band.
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0">
    <section data-hero style="background:#242c36;padding:40px">
      <figure data-exhibit="site-map" style="width:400px;margin:0">
        <div data-surface="dark" style="background:rgb(10 28 47 / 0.9);border:1px solid rgb(255 255 255 / 0.1);box-shadow:0 25px 50px -12px rgb(6 18 31 / 0.5)">
          <p style="width:60px;white-space:nowrap">A label far too long for its box</p>
        </div>
        <figcaption>Caption</figcaption>
      </figure>
    </section></body></html>`);
  const faults = (await exhibitFaults(page)).join(' | ');
  expect(faults).toMatch(/the dark surface barely separates from its band \(1\.\d\d:1, min 1\.5\)/);
  expect(faults).toMatch(/text outside its box: "A label far too long for its box"/);
  // The same card drawn on a white sheet with a ring passes.
  await page.evaluate(() => {
    const s = document.querySelector<HTMLElement>('[data-surface]')!;
    s.style.cssText = 'background:#fff;box-shadow:0 0 0 1px rgb(10 28 47 / 0.25)';
    s.querySelector('p')!.style.cssText = '';
  });
  expect(await exhibitFaults(page)).toEqual([]);
});

/**
 * A hero's exchange in preview (CallCard `preview`, at every width): the caller's question and the mentor's first step
 * show whole, the next step only as a fading first line, the rest out of sight; every line stays in the page.
 */
for (const path of ['/industries/healthcare/', '/industries/construction/', '/solutions/field-technician/']) {
  test(`${path}: the hero card shows the question and the whole first step, and keeps every line in the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const steps = page.locator('[data-hero] figure ol').first().locator('> li');
    expect(await steps.count(), path).toBeGreaterThanOrEqual(3);
    const box = async (i: number) => (await steps.nth(i).boundingBox())!;
    const first = await box(0);
    // Whole: the step's box is as tall as its text.
    const textHeight = await steps.nth(0).evaluate((li) => li.scrollHeight);
    expect(first.height, `${path}: first step cut`).toBeGreaterThanOrEqual(textHeight - 1);
    // The second shows one line of its text (and is faded), the third is out of sight.
    const lineHeight = await steps.nth(1).evaluate((li) => parseFloat(getComputedStyle(li).lineHeight));
    expect((await box(1)).height, `${path}: second step`).toBeLessThanOrEqual(lineHeight + 1);
    expect(await steps.nth(1).evaluate((li) => getComputedStyle(li).maskImage), path).toContain('gradient');
    expect((await box(2)).height, `${path}: third step`).toBeLessThanOrEqual(1);
    await expect(steps.nth(2), path).toHaveText(/\w{3,}/);
    // On a phone too the card stops at the first step (a short hero); the rest is still in the page.
    await page.setViewportSize(widths.phone);
    expect((await box(0)).height, `${path}: first step at 390 px`).toBeGreaterThan(10);
    expect((await box(2)).height, `${path}: third step at 390 px`).toBeLessThanOrEqual(1);
    await expect(steps.nth(2), path).toHaveText(/\w{3,}/);
  });
}
