import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { pageSceneTints, type PageSceneSlug } from '../../src/content/scenes';
import type { SolutionFile } from '../../src/schemas/solution';
import { entries, entry } from '../lib/content';
import { expect, test, widths } from './fixtures';

/** The solution pages in their list's order (`order`): pale and deep hero bands alternate down it. */
const solutions = entries<SolutionFile>('solutions')
  .sort((a, b) => a.data.order - b.data.order)
  .map((e, i) => ({ slug: e.id, visual: e.data.visual, tint: e.data.tint, light: i % 2 === 0 }));

/**
 * How clearly the hero's exhibit stands off its band (the CEO's navy card on a charcoal band once barely
 * separated): the best WCAG contrast ratio between the band's colour and the surface's own fill, its border or its
 * ring (each composited over what lies beneath), and text that spills out of its box. Colours are read back from a
 * canvas, so any CSS colour syntax (hex, rgb, oklab from color-mix) works. Returns the faults found.
 */
export async function exhibitFaults(page: Page, minSeparation = 1.5) {
  return page.evaluate((min) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (c: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], base: number[]) =>
      top.slice(0, 3).map((v, i) => v * top[3]! + base[i]! * (1 - top[3]!));
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const bad: string[] = [];
    const hero = document.querySelector<HTMLElement>('[data-hero]');
    const figure = hero?.querySelector<HTMLElement>('figure[data-exhibit]');
    const surface = figure?.querySelector<HTMLElement>('[data-surface]');
    if (!hero || !figure || !surface) return ['no exhibit with a [data-surface] in the hero'];
    const band = rgba(getComputedStyle(hero).backgroundColor).slice(0, 3);
    const st = getComputedStyle(surface);
    const fill = over(rgba(st.backgroundColor), band);
    const seps = [ratio(fill, band)];
    if (parseFloat(st.borderTopWidth) >= 1) seps.push(ratio(over(rgba(st.borderTopColor), fill), band));
    // Rings: box-shadows with no offset and no blur, a spread of at least 1 px (Tailwind's ring-*).
    for (const shadow of st.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/^\s*([a-z-]+\([^)]*\)|#\w+)/)?.[1];
      const lengths =
        shadow
          .replace(color ?? '', '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (color && !shadow.includes('inset') && x === 0 && y === 0 && blur === 0 && spread >= 1)
        seps.push(ratio(over(rgba(color), band), band));
    }
    const best = Math.max(...seps);
    if (best < min)
      bad.push(
        `the ${surface.dataset.surface} surface barely separates from its band (${best.toFixed(2)}:1, min ${min})`,
      );
    const box = figure.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) bad.push('exhibit runs off the screen');
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement!;
      if (!n.textContent!.trim() || parent.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const t = range.getBoundingClientRect();
      const b = parent.getBoundingClientRect();
      if (t.left < b.left - 1 || t.right > b.right + 1) bad.push(`text outside its box: "${n.textContent!.trim()}"`);
    }
    return bad;
  }, minSeparation);
}

/** The pages whose own route differs from what their scene's slug suggests. */
const scenePaths: Partial<Record<PageSceneSlug, string>> = {
  'customer-stories': '/customers/customer-stories/',
  'case-studies': '/customers/case-studies/',
  testimonials: '/customers/testimonials/',
  'pocket-sme': '/products/pocket-sme/',
  'powered-by': '/products/powered-by-pocket-mentor/',
  blog: '/blog/',
};

/** The composed pages with a drawn hero scene, and where each lives. */
const pageScenes = (Object.keys(pageSceneTints) as PageSceneSlug[]).map((scene) => ({
  scene,
  path:
    scenePaths[scene] ??
    (/^(services|partners|resources)-/.test(scene)
      ? `/${scene.replace(/^(services|partners|resources)-/, '$1/')}/`
      : `/company/${scene}/`),
}));

/**
 * Each audience its own proof: the hero visual of a solution page depends on who it addresses, and renders in
 * the browser at both widths (scenes load, panels fit without clipping).
 */
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

    for (const { slug, visual, tint, light } of solutions) {
      test(`/solutions/${slug}: the hero shows the visual its audience needs`, async ({ page }) => {
        await page.goto(`/solutions/${slug}/`);
        const h = page.locator(hero);
        // Its own tint, pale or deep (so the 18 heroes are told apart).
        // The page's tint scope (data-tint, around the whole page) is the one the hero takes its colour from.
        expect(await h.evaluate((el) => el.closest('[data-tint]')?.getAttribute('data-tint'))).toBe(tint);
        await expect(h).toHaveClass(light ? /\bbg-tint-50\b/ : /\bbg-tint-900\b/);
        if (visual.kind === 'scene') {
          const img = h.locator(`[data-scene="${slug}"] img`);
          await expect(img).toBeVisible();
          await expect(img).toHaveAttribute('alt', '');
          expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), 'scene loads').toBe(
            true,
          );
          await expect(h.locator('[data-scene] figure')).toBeVisible();
          await expect(h.locator('[data-proof]')).toHaveCount(0);
          return;
        }
        // An executive or business type: its own exhibit, standing off the band, everything inside the screen.
        const fig = h.locator(`figure[data-exhibit="${visual.exhibit.form}"]`);
        await expect(fig).toBeVisible();
        await expect(h.locator('[data-scene]')).toHaveCount(0);
        await expect(fig.locator('figcaption')).toHaveText(visual.exhibit.caption);
        await expect(fig.locator('[data-surface]')).toBeVisible();
        expect(await exhibitFaults(page)).toEqual([]);
        // Drawn shapes are decoration: every inline SVG is hidden from assistive technology.
        for (const svg of await fig.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
      });
    }

    for (const { scene, path } of pageScenes) {
      test(`${path}: the hero shows the page's own scene, not icon tiles`, async ({ page }) => {
        await page.goto(path);
        const h = page.locator(hero);
        const img = h.locator(`[data-scene="${scene}"] img`);
        await expect(img).toHaveAttribute('alt', '');
        // The file, or (the scene is in the first screen, so fetched at high priority) the same drawing written
        // into the page by postbuild as a data: URL (scripts/first-paint.mjs).
        const src = (await img.getAttribute('src'))!;
        if (src.startsWith('data:')) {
          const drawn = decodeURIComponent(src.slice(src.indexOf(',') + 1));
          const file = readFileSync(`out/illustrations/pages/${scene}.svg`, 'utf8');
          // The same drawing, as postbuild writes it (white space collapsed, attributes in single quotes).
          expect(drawn).toBe(file.includes("'") ? file : file.replace(/\s+/g, ' ').replace(/"/g, "'").trim());
        } else expect(src).toBe(`/illustrations/pages/${scene}.svg`);
        await expect(h.locator('[data-card-grid]')).toHaveCount(0);
        if (viewport.width < 768) {
          // Phones keep the scene too, as a band under the copy (tests/e2e/phones.spec.ts measures it), and the
          // page's primary action stays in the first screen.
          await expect(img).toBeVisible();
          const action = h.locator('[data-primary-action]').first();
          if (await action.count()) expect((await action.boundingBox())!.y).toBeLessThan(viewport.height);
          return;
        }
        await expect(img).toBeVisible();
        // The page scenes load lazily (so phones, which hide them, never fetch them): wait for the load.
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
            message: 'scene loads',
          })
          .toBe(true);
        // Beside the title, not under it.
        const title = (await h.locator('h1').boundingBox())!;
        const box = (await img.boundingBox())!;
        expect(box.x).toBeGreaterThan(title.x + title.width - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      });
    }

    test('no two executive or business-type pages render the same visual', async ({ page }) => {
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
      // The hero's secondary button (to #expert) once, and one waitlist action that leaves the page: the closing band's
      // (the expert block's link of the same name only points down to it).
      await expect(page.locator('main').getByRole('link', { name: hr.hero.secondary.label, exact: true })).toHaveCount(
        1,
      );
      const leaving = page.locator('main a:not([href^="#"])').filter({ hasText: hr.closing.cta.label });
      await expect(leaving).toHaveCount(1);
    });
  });
}

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
