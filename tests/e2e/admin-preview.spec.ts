import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import YAML from 'yaml';

import { contentFiles, openLocalRepository, type CmsConfig } from './admin-helpers';

/**
 * The editor's preview pane (/admin/, src/cms/preview/) draws the page with the site's own templates and
 * stylesheet, under the editor's production policy, offline. For one entry of every page type (and composed pages
 * holding every block type among them) the test types into the field the page's headline comes from and checks
 * that the preview shows the typed words in the template's markup (the page's h1, or the overview's intro) with
 * the site's stylesheet applied. The business details keep the editor's list of fields: the same check must fail
 * there, which shows it tells the page from a list of fields.
 */
const built = existsSync('out/admin/index.html');
test.skip(!built, 'this build has no /admin/ (SITE_CMS=off)');

const config = (page: Page) =>
  page
    .locator('#pm-cms-config')
    .textContent()
    .then((t) => (JSON.parse(t ?? '{}') as { config: CmsConfig }).config.collections);

const frontMatter = (text: string) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? text;
const dataOf = (file: string) => YAML.parse(frontMatter(readFileSync(file, 'utf8'))) as Record<string, unknown>;
const at = (data: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);

/** The field a page's headline comes from, and where the page shows it. */
function headlineOf(file: string): { key: string; selector: string } {
  if (file.includes('/overviews/')) return { key: 'intro', selector: 'section *' };
  // An event or a news item: drawn in the list of the page that lists it.
  if (/\/(events|news)\//.test(file)) return { key: 'title', selector: 'h3' };
  const data = dataOf(file);
  const key = ['hero.title', 'title'].find((k) => typeof at(data, k) === 'string');
  return { key: key!, selector: 'h1' };
}

/** The preview pane's frame. */
const preview = (page: Page): FrameLocator => page.frameLocator('iframe').first();

/**
 * Marks the form's text box that holds `value`, scrolling the form on (the editor draws fields as they come into
 * view). With `count` boxes holding the same value (a menu title and a headline both "Search"), the last of them.
 */
async function boxWithValue(page: Page, value: string, count = 1) {
  const mark = () =>
    page.evaluate(
      ([value, count]) => {
        document.querySelectorAll('[data-pm-edit]').forEach((e) => e.removeAttribute('data-pm-edit'));
        const boxes = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].filter(
          (e) => e.value === value,
        );
        if (boxes.length < count) return false;
        boxes.at(-1)!.setAttribute('data-pm-edit', '');
        return true;
      },
      [value, count] as const,
    );
  await page.mouse.move(300, 400);
  for (let i = 0; i < 60 && !(await mark()); i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  expect(await mark(), `a text box holding “${value}”`).toBe(true);
  const box = page.locator('[data-pm-edit]');
  await box.scrollIntoViewIfNeeded();
  return box;
}

/** How many times a text is a value of the data. */
const occurrences = (data: unknown, text: string): number =>
  data === text
    ? 1
    : data && typeof data === 'object'
      ? Object.values(data).reduce<number>((n, v) => n + occurrences(v, text), 0)
      : 0;

/**
 * Whether the preview shows `text` in the site's page markup: inside `selector` (an h1, …) of a page drawn by a
 * template (a `section` of the page), in the site's type (Figtree, from the site's stylesheet) and, for an h1, at
 * the size the site's display style gives it (the editor's own preview draws a field as plain text).
 */
async function pageShows(frame: FrameLocator, selector: string, text: string): Promise<boolean> {
  return frame
    .locator('body')
    .evaluate(
      (body, [selector, text]) => {
        // The innermost element that holds the text.
        const el = [...body.querySelectorAll<HTMLElement>(`[data-pm-page] ${selector}`)]
          .filter((e) => e.textContent?.includes(text))
          .at(-1);
        if (!el?.closest('section')) return false;
        const style = getComputedStyle(el);
        const h1 = el.tagName === 'H1';
        return /Figtree/i.test(style.fontFamily) && (!h1 || parseFloat(style.fontSize) >= 32);
      },
      [selector, text] as const,
    )
    .catch(() => false);
}

/** One entry of each page type, and composed pages until every block type is among them. */
function targets(cms: CmsConfig['collections']): { collection: string; entry: string; file: string }[] {
  const out = new Map<string, { collection: string; entry: string; file: string }>();
  const blockTypes = (file: string) =>
    ((dataOf(file).blocks as { type: string }[] | undefined) ?? []).map((b) => b.type);
  const composed: { collection: string; file: string }[] = [];
  for (const c of cms) {
    if (c.name === 'settings' || c.name === 'site') continue;
    if (c.files) {
      for (const f of c.files) out.set(f.file, { collection: c.name, entry: f.name, file: f.file });
      continue;
    }
    const files = contentFiles(c.folder!)
      .filter((f) => !f.slice(c.folder!.length + 1).includes('/') && f.endsWith(`.${c.extension}`))
      .filter((f) => !c.filter || dataOf(f)[c.filter.field] === c.filter.value)
      .sort();
    if (c.filter) composed.push(...files.map((file) => ({ collection: c.name, file })));
    else if (files[0]) out.set(files[0], { collection: c.name, entry: '', file: files[0] });
  }
  const covered = new Set<string>();
  const all = new Set(composed.flatMap((c) => blockTypes(c.file)));
  for (const { collection, file } of composed)
    if (blockTypes(file).some((t) => !covered.has(t))) {
      out.set(file, { collection, entry: '', file });
      blockTypes(file).forEach((t) => covered.add(t));
    }
  expect([...all].filter((t) => !covered.has(t))).toEqual([]);
  return [...out.values()].map((t) => {
    const c = cms.find((x) => x.name === t.collection)!;
    return { ...t, entry: t.entry || t.file.slice(c.folder!.length + 1, -`.${c.extension}`.length) };
  });
}

const open = (page: Page, collection: string, entry: string) =>
  page.evaluate((h) => (location.hash = h), `#/collections/${collection}/entries/${entry}`);

test.describe('content editor preview (/admin/)', () => {
  test('draws every page type with the site’s template and stylesheet, and follows the typing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const watch = await openLocalRepository(page, baseURL!);
    const cms = await config(page);
    const list = targets(cms);
    // Every page template and content collection that holds pages is among them.
    const templates = new Set(
      list.filter((t) => t.file.includes('/pages/')).map((t) => String(dataOf(t.file).template)),
    );
    expect([...templates].sort()).toEqual(
      ['blog', 'community', 'composed', 'connections-hr', 'contact', 'home', 'not-found', 'product', 'search'].sort(),
    );
    for (const dir of ['industries', 'solutions', 'overviews', 'legal', 'blog', 'events', 'news'])
      expect(
        list.some((t) => t.file.startsWith(`src/content/${dir}/`)),
        dir,
      ).toBe(true);

    const missed: string[] = [];
    for (const [n, t] of list.entries()) {
      await open(page, t.collection, t.entry);
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      const { key, selector } = headlineOf(t.file);
      const headline = at(dataOf(t.file), key) as string;
      const box = await boxWithValue(page, headline, occurrences(dataOf(t.file), headline));
      const typed = `Preview check ${n + 1} words`;
      await box.fill(typed);
      await expect
        .poll(() => pageShows(preview(page), selector, typed), { timeout: 15_000, message: t.file })
        .toBe(true)
        .catch(() => missed.push(t.file));
      // The entry breaks no rule: no problem is shown.
      await expect(preview(page).locator('[data-pm-preview-problems]')).toHaveCount(0);
      // Leave without saving.
      await page
        .getByRole('button', { name: 'Cancel' })
        .or(page.getByRole('button', { name: 'Close' }))
        .first()
        .click();
      // The editor may ask whether to discard the typing (answered if it does); the form is gone once it closes.
      const discard = page.getByRole('button', { name: /discard|leave/i });
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect
        .poll(async () => {
          if (await discard.isVisible()) await discard.click();
          return save.count();
        })
        .toBe(0);
    }
    expect(missed).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });

  test('the same check fails on the editor’s own list of fields (the business details)', async ({ page, baseURL }) => {
    await openLocalRepository(page, baseURL!);
    const cms = await config(page);
    const settings = cms.find((c) => c.name === 'settings')!.files![0]!;
    await open(page, 'settings', settings.name);
    const name = (JSON.parse(readFileSync(settings.file, 'utf8')) as { name: string }).name;
    const box = await boxWithValue(page, name);
    await box.fill('Preview check business');
    await expect(preview(page).getByText('Preview check business')).toBeVisible();
    expect(await pageShows(preview(page), '*', 'Preview check business')).toBe(false);
  });

  test('an industry’s button wording follows its ctaLabel, and a broken rule shows in the editor’s words', async ({
    page,
    baseURL,
  }) => {
    const watch = await openLocalRepository(page, baseURL!);
    const cms = await config(page);
    const file = 'src/content/industries/healthcare.yaml';
    const data = dataOf(file) as { ctaLabel: string; hero: { title: string } };
    await open(page, 'industries', 'healthcare');
    const frame = preview(page);
    await expect(frame.locator('[data-pm-page] h1')).toContainText(data.hero.title.split(' ')[0]!);

    // The page's button wording, typed once, is on its buttons.
    await (await boxWithValue(page, data.ctaLabel)).fill('Talk to us today');
    await expect(frame.locator('[data-pm-page] a', { hasText: 'Talk to us today' }).first()).toBeVisible();

    // An empty headline: the build would stop; the preview says so with the field's label, and still draws the
    // page with the last saved headline.
    await (await boxWithValue(page, data.hero.title)).fill('');
    const problems = frame.locator('[data-pm-preview-problems]');
    // The field as the editor labels it (the industries' form: Top of the page › its title).
    type Field = { name: string; label: string; fields?: Field[] };
    const fields = (cms.find((c) => c.name === 'industries') as unknown as { fields: Field[] }).fields;
    const hero = fields.find((f) => f.name === 'hero')!;
    const label = `${hero.label} › ${hero.fields!.find((f) => f.name === 'title')!.label}`;
    await expect(problems).toContainText(`${label}: must not be empty`);
    await expect(frame.locator('[data-pm-page] h1')).toHaveText(data.hero.title);
    expect(watch.violations).toEqual([]);
    expect(watch.offsite).toEqual([]);
  });
});
