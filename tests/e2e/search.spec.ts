import { format } from '../../src/lib/format';
import { entry, legalRoutes, routes as pages, sectionNames } from '../lib/content';
import { expect, gotoHydrated, test, widths } from './fixtures';

/** The search's words (content files the owner may change) and the names of the pages it finds. */
const { searchCopy: ui } = entry<{ searchCopy: { inputLabel: string; resultsLabel: string; noMatch: string } }>(
  'site',
  'ui',
);
const searchPage = entry<{
  noScript: string;
  sectionNav: string;
  searchResultsCopy: { resultsFor: string; bySection: string };
}>('pages', 'search');
const healthcare = new RegExp(entry<{ name: string }>('industries', 'healthcare').name, 'i');
const fieldTechnician = new RegExp(entry<{ name: string }>('solutions', 'field-technician').name, 'i');
const resultsFor = (q: string) => format(searchPage.searchResultsCopy.resultsFor, { q });

/** The pages the search page lists by section: every page but the posts, and the legal pages. */
const routes = [...pages, ...legalRoutes];

test.describe('site search (Pagefind)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(widths.desktop);
  });

  test('loads nothing of search until the box is used', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => u.includes('/pagefind/'))).toEqual([]);
    await page.getByRole('combobox', { name: ui.inputLabel }).focus();
    await expect.poll(() => requests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('“HIPAA” lists the healthcare industry page as you type; arrows and Enter open it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: ui.inputLabel });
    await box.fill('HIPAA');
    const list = page.getByRole('listbox', { name: ui.resultsLabel });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = list.getByRole('option', { name: healthcare }).first();
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText(/HIPAA/i);
    await expect(page.getByRole('status').filter({ hasText: 'for “HIPAA”' })).toHaveCount(1);
    // Keyboard: ↓ highlights the first result, Escape closes, Enter on a highlighted result opens it.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const activeText = await page.locator(`[id="${activeId}"]`).innerText();
    expect(activeText).toMatch(healthcare);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/industries\/healthcare\/$/);
  });

  test('“field technician” finds the solution page; nonsense shows the no-results state with /contact', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: ui.inputLabel });
    await box.fill('field technician');
    await expect(page.getByRole('option', { name: fieldTechnician }).first()).toBeVisible();
    await box.fill('zzqxjvw');
    await expect(page.getByText(format(ui.noMatch, { q: 'zzqxjvw' })).first()).toBeVisible();
    await expect(page.locator('form[role="search"] a[href="/contact/"]')).toBeVisible();
  });

  test('“/” focuses the search box, but not while typing elsewhere', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('body').press('/');
    await expect(page.getByRole('combobox', { name: ui.inputLabel })).toBeFocused();
  });

  test('Enter submits to /search, which lists full results with highlighted excerpts', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: ui.inputLabel });
    await box.fill('field technician');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=field\+technician$/);
    await expect(page.locator('main').getByRole('status')).toContainText('match “field technician”');
    const results = page.getByRole('region', { name: resultsFor('field technician') });
    await expect(results.getByRole('link', { name: fieldTechnician }).first()).toBeVisible();
    const ms = Number(await page.locator('html').getAttribute('data-search-ms'));
    console.log(`search latency on /search (cold index): ${ms} ms`);
    expect(ms).toBeGreaterThan(0);
  });

  test('result snippets read as text: no step numbers glued to words, no section badges', async ({ page }) => {
    for (const q of ['review', 'potential', 'check']) {
      await gotoHydrated(page, `/search/?q=${q}`);
      const results = page.getByRole('region', { name: resultsFor(q) });
      await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
      const snippets = await results.getByRole('listitem').allInnerTexts();
      expect(snippets.length, q).toBeGreaterThan(2);
      for (const text of snippets) {
        expect(text, q).not.toMatch(/\d[A-Z][a-z]/);
        expect(text, q).not.toContain('A Story of Potential');
      }
    }
  });

  test('results come grouped by section, the products first, then in the order of each section’s best hit, with a count, a link and a path each', async ({
    page,
  }) => {
    await gotoHydrated(page, '/search/?q=safety');
    const results = page.getByRole('region', { name: resultsFor('safety') });
    await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    const groups = await results.locator('section').evaluateAll((sections) =>
      sections.map((s) => ({
        id: s.id,
        name: s.querySelector('h2 span')!.textContent,
        count: Number(s.querySelector('h2 span:last-child')!.textContent),
        hits: s.querySelectorAll('li').length,
        list: s.querySelector('ol')!.getAttribute('aria-label'),
      })),
    );
    expect(groups.length, 'sections with results').toBeGreaterThan(1);
    expect(new Set(groups.map((g) => g.name)).size, 'each section once').toBe(groups.length);
    for (const g of groups) expect([g.count, g.list], g.name!).toEqual([g.hits, g.name]);
    // The products lead (they match "safety"), whatever the index's ranking of the pages that mention it more.
    expect(groups[0]!.name).toBe(sectionNames.products);
    // Every hit prints its address, the home page's ("/") too.
    const paths = await results.locator('li a > span:nth-child(2)').allInnerTexts();
    expect(paths.length).toBe(groups.reduce((n, g) => n + g.hits, 0));
    for (const p of paths) expect(p).toMatch(/^\/[a-z0-9/-]*$/);
    const status = await page.locator('main').getByRole('status').innerText();
    expect(status).toContain(String(groups.reduce((n, g) => n + g.hits, 0)));
    // The contents: one link per section, in the same order, with the same count, to the section.
    const jump = page.getByRole('navigation', { name: searchPage.searchResultsCopy.bySection });
    const links = await jump
      .getByRole('link')
      .evaluateAll((as) =>
        as.map((a) => [a.getAttribute('href'), Number(a.querySelector('span:last-child')!.textContent)]),
      );
    expect(links).toEqual(groups.map((g) => [`#${g.id}`, g.count]));
    await jump.getByRole('link').last().click();
    await expect(results.locator('section').last().getByRole('heading')).toBeInViewport();
  });

  test('the documentation’s search box searches its own section only, with a way to search the whole site', async ({
    page,
  }) => {
    const docs = entry<{ hero: { search: { label: string } } }>('pages', 'resources/documentation');
    await page.goto('/resources/documentation/');
    const form = page.getByRole('search', { name: docs.hero.search.label });
    await form.getByRole('textbox').fill('number');
    await form.getByRole('textbox').press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=number&in=Resources$/);
    const results = page.getByRole('region', { name: resultsFor('number') });
    await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    // Every hit is a Resources page (the same words across the site find others too).
    const sections = await results.locator('section h2 span:first-child').allInnerTexts();
    expect(sections).toEqual([sectionNames.resources]);
    for (const href of await results.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/resources\//);
    const everywhere = entry<{ searchResultsCopy: { everywhere: string } }>('pages', 'search').searchResultsCopy;
    await page.getByRole('link', { name: everywhere.everywhere }).click();
    await expect(page).toHaveURL(/\/search\/\?q=number$/);
    await expect(results.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    expect((await results.locator('section').count()) > 1, 'the whole site: more than one section').toBe(true);
  });

  test('with results, the site map of every section steps aside; with none, it is the way on', async ({ page }) => {
    const browse = page.locator('main [data-search-browse]');
    await page.goto('/search/?q=safety');
    await expect(page.locator('main ol[aria-label] li').first()).toBeVisible({ timeout: 15_000 });
    await expect(browse).toBeHidden();
    await page.goto('/search/?q=zzqxwv');
    await expect(page.locator('[data-search-results][data-search-state="done"]')).toHaveCount(1);
    await expect(browse).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form still submits to /search, which says search needs JavaScript and links every section', async ({
      page,
    }) => {
      await page.goto('/');
      const box = page.locator('#header-search');
      await box.fill('HIPAA');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=HIPAA$/);
      await expect(page.getByText(searchPage.noScript)).toBeVisible();
      const main = page.locator('main');
      for (const section of new Set(
        routes.filter((r) => !r.noindex && r.path !== '/' && !r.canonical).map((r) => r.section),
      )) {
        await expect(
          main.getByRole('navigation', { name: format(searchPage.sectionNav, { section: sectionNames[section] }) }),
        ).toBeVisible();
      }
      const linked = await main.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(linked).toContain('/industries/healthcare/');
    });
  });
});
