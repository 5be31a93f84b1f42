import { pageSceneTints, type PageSceneSlug } from '../../src/content/scenes';
import { solutionHero } from '../../src/content/solution-tints';
import { solutions } from '../../src/content/solutions';
import { solutionsDetails } from '../../src/content/solutions/details';
import { expect, test, widths } from './fixtures';

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
 * Each audience its own proof (issue 12): the hero visual of a solution page depends on who it addresses,
 * and renders in the browser at both widths (scenes load, panels fit without clipping).
 */
const hero = 'main section[aria-labelledby="page-title"]';

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const { slug } of solutions) {
      test(`/solutions/${slug}: the hero shows the visual its audience needs`, async ({ page }) => {
        const visual = solutionsDetails[slug].visual;
        await page.goto(`/solutions/${slug}/`);
        const h = page.locator(hero);
        // Its own tint, pale or deep (so the 18 heroes are told apart).
        const { tint, light } = solutionHero(slug);
        await expect(h).toHaveAttribute('data-tint', tint);
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
        const fig = h.locator(`figure[data-proof="${visual.kind}"]`);
        await expect(fig).toBeVisible();
        const box = (await fig.boundingBox())!;
        expect(box.x, 'panel starts on screen').toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, 'panel fits the viewport').toBeLessThanOrEqual(viewport.width);
        // Every piece of text stays inside its own box (long labels wrap instead of spilling out).
        const spilled = await fig.evaluate((f) => {
          const out: string[] = [];
          const walker = document.createTreeWalker(f, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const parent = n.parentElement!;
            if (!n.textContent!.trim() || parent.closest('.sr-only')) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            const t = range.getBoundingClientRect();
            const b = parent.getBoundingClientRect();
            if (t.left < b.left - 1 || t.right > b.right + 1) out.push(n.textContent!.trim());
          }
          return out;
        });
        expect(spilled, 'text outside its box').toEqual([]);
        if (visual.kind === 'rollout') expect(await fig.getAttribute('data-pieces')).toContain('sites');
      });
    }

    for (const { scene, path } of pageScenes) {
      test(`${path}: the hero shows the page's own scene (from md up), not icon tiles`, async ({ page }) => {
        await page.goto(path);
        const h = page.locator(hero);
        const img = h.locator(`[data-scene="${scene}"] img`);
        await expect(img).toHaveAttribute('alt', '');
        await expect(img).toHaveAttribute('src', `/illustrations/pages/${scene}.svg`);
        await expect(h.locator('[data-card-grid]')).toHaveCount(0);
        if (viewport.width < 768) {
          // Phones get the text alone: the hero stays short.
          await expect(img).toBeHidden();
          expect((await h.boundingBox())!.height).toBeLessThan(viewport.height);
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

    test('no two executive pages render the same visual', async ({ page }) => {
      const texts = new Map<string, string>();
      for (const { slug } of solutions) {
        if (solutionsDetails[slug].visual.kind !== 'proof') continue;
        await page.goto(`/solutions/${slug}/`);
        texts.set(slug, (await page.locator(`${hero} figure[data-proof="proof"]`).innerText()).trim());
      }
      expect(texts.size).toBe(7);
      expect(new Set(texts.values()).size).toBe(7);
    });

    test('connections HR: a dashboard in the hero, and the check-in from both sides in #demo', async ({ page }) => {
      await page.goto('/products/connections-hr/');
      const dash = page.locator(`${hero} figure[data-proof="dashboard"]`);
      await expect(dash).toBeVisible();
      for (const t of ['By site', 'By shift', 'Recommended next step', /illustrative/i])
        await expect(dash.getByText(t).first()).toBeVisible();
      const demo = page.locator('#demo');
      await expect(demo.getByRole('heading', { name: 'See a check-in from both sides' })).toBeVisible();
      await expect(demo.locator('figure')).toHaveCount(2);
      await expect(demo.locator('figure').first()).toContainText('Connections HR');
      await expect(demo.locator('figure[data-proof="dashboard"]')).toContainText(/by team/i);
      await expect(demo.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', /^\/contact\/?$/);
    });
  });
}
