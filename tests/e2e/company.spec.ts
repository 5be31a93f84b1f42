import type { Page } from '@playwright/test';

import { entry } from '../lib/content';
import { expect, gotoHydrated, test, widths } from './fixtures';
import { DOC_MEASURE, measureFaults } from './visual-checks';

/**
 * The company and product pages: leadership fits 3,000 px at 1280; documentation reads at 80 characters
 * a line; Pocket SME and Connections HR carry one status label above the h1 and one waitlist action; every content
 * section opens with an eyebrow (docs/architecture.md); the 404 has a search box that works without JavaScript.
 * Each check runs on a fault page first, to show it can fail.
 */
const MAX_LEADERSHIP_PX = 3000;

/** The page's height against a limit. */
async function heightFaults(page: Page, max: number) {
  const h = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });
  return h > max ? [`${h} px tall, over ${max}`] : [];
}

/**
 * A coming-soon product page: one status label ("coming soon") in the hero, above the h1, and nothing between the h1
 * and its tagline; one waitlist ask in <main> (links off the page whose words ask to join: early access,
 * get notified, waitlist; the same words to the same page wherever it is made).
 */
async function comingSoonFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const hero = document.querySelector('[data-hero]')!;
    const h1 = hero.querySelector('h1')!;
    // The innermost elements whose text starts "coming soon" (a pill's dot or icon inside it does not count).
    const soon = (el: Element) => /^\s*coming soon\b/i.test(el.textContent ?? '');
    const labels = [...hero.querySelectorAll<HTMLElement>('*')].filter(
      (el) => soon(el) && ![...el.children].some(soon),
    );
    if (labels.length !== 1) bad.push(`${labels.length} status labels in the hero`);
    for (const l of labels)
      if (l.getBoundingClientRect().bottom > h1.getBoundingClientRect().top)
        bad.push(`status label "${l.textContent!.trim()}" is not above the h1`);
    const waitlist = [...document.querySelectorAll<HTMLAnchorElement>('main a')].filter(
      (a) => !a.getAttribute('href')!.startsWith('#') && /early access|notif|waitlist/i.test(a.textContent ?? ''),
    );
    // One ask: the hero's button and the closing band's may both make it, in the same words to the same page.
    const asks = new Map(waitlist.map((a) => [`${a.textContent!.trim()} ${a.getAttribute('href')}`, a]));
    if (asks.size !== 1)
      bad.push(`${asks.size} waitlist actions: ${[...asks.values()].map((a) => a.textContent!.trim()).join(', ')}`);
    return bad;
  });
}

/**
 * Every h2 in <main> outside the hero and the closing band (the last section) has an eyebrow (`.eyebrow`) as the
 * nearest label before it in its own section.
 */
async function eyebrowFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const sections = [...document.querySelectorAll('main section')].filter(
      (s) => !s.matches('[data-hero]') && !s.parentElement!.closest('main section'),
    );
    for (const s of sections.slice(0, -1)) {
      const marks = [...s.querySelectorAll('h2, .eyebrow')];
      for (const [i, h] of marks.entries())
        if (h.tagName === 'H2' && !marks[i - 1]?.matches('.eyebrow'))
          bad.push(`no eyebrow over "${h.textContent!.trim().slice(0, 50)}"`);
    }
    return bad;
  });
}

/** The 404's search box: a GET form in <main> to /search/ with the query as `q`. */
async function notFoundSearchFaults(page: Page) {
  return page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('main form[role="search"]');
    if (!form) return ['no search form in <main>'];
    const bad: string[] = [];
    const action = form.getAttribute('action') ?? '';
    if (!/^\/search\/?$/.test(action)) bad.push(`submits to ${action}`);
    if (form.method !== 'get') bad.push(`method ${form.method}`);
    if (!form.querySelector('input[name="q"]')) bad.push('no q field');
    return bad;
  });
}

test('the company checks can fail: a tall page, a wide doc, a pill under the h1 beside two waitlist buttons', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  const text = 'Staff call one number and hear the steps from your own procedures, one at a time. '.repeat(4);
  // Leadership as it was: seven tall roster rows of job titles, 7,287 px.
  await page.setContent(
    `<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      ${'<section style="height:1000px"><h2>Chief Executive Officer</h2></section>'.repeat(7)}
      <section data-hero><p>Connections HR</p><h1>Hear how your frontline is doing</h1><p><a href="#contact">Coming soon: get notified</a></p><p>Intro</p>
        <a href="/contact">Get Notified</a></section>
      <section><h2>No label over this</h2><a href="/contact">Request Early Access</a></section>
      <section><p class="eyebrow">Demo</p><h2>Labelled</h2></section>
      <section><h2>Closing band</h2></section>
      <article style="max-width:58rem;font:18px/1.7 sans-serif"><p>${text}</p></article>
      <form role="search" action="/contact" method="post"><input name="query"></form>
    </main></body></html>`,
  );
  expect(await heightFaults(page, MAX_LEADERSHIP_PX)).toEqual([expect.stringMatching(/^7\d{3} px tall, over 3000$/)]);
  expect((await measureFaults(page, DOC_MEASURE)).bad).toEqual([
    expect.stringMatching(/^(9\d|1\d\d) characters a line in <p> "Staff call one number/),
  ]);
  expect(await comingSoonFaults(page)).toEqual([
    'status label "Coming soon: get notified" is not above the h1',
    '2 waitlist actions: Get Notified, Request Early Access',
  ]);
  expect(await eyebrowFaults(page)).toEqual(
    Array.from({ length: 7 }, () => 'no eyebrow over "Chief Executive Officer"').concat([
      'no eyebrow over "No label over this"',
    ]),
  );
  expect(await notFoundSearchFaults(page)).toEqual(['submits to /contact', 'method post', 'no q field']);
});

test.describe('company and product pages', () => {
  for (const [name, size] of Object.entries(widths)) {
    test(`leadership: at most 3,000 px at 1280, the roles by what they answer for, with the contact routes (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/company/leadership/');
      if (name === 'desktop') expect(await heightFaults(page, MAX_LEADERSHIP_PX)).toEqual([]);
      const roster = page.locator('[data-roster]');
      await expect(roster.locator('ul[data-group="executive"] > li')).toHaveCount(5);
      await expect(roster.locator('ul[data-group="advisor"] > li')).toHaveCount(2);
      const routes = page.locator('[data-contact-routes]');
      await expect(routes.locator('a[href^="/contact"]')).toHaveCount(1);
      await expect(routes.locator('a[href^="tel:"]')).toHaveCount(2);
      await expect(routes.locator('a[href^="mailto:"]')).toHaveCount(1);
      expect(await eyebrowFaults(page)).toEqual([]);
    });

    test(`documentation: at most 80 characters a line (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/resources/documentation/');
      const m = await measureFaults(page, DOC_MEASURE);
      expect(m.lines).toBeGreaterThan(40);
      expect(m.bad).toEqual([]);
    });

    for (const path of ['/products/pocket-sme/', '/products/connections-hr/'])
      test(`${path}: one status label above the h1, one waitlist action, an eyebrow on every section (${name})`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(path);
        expect(await comingSoonFaults(page)).toEqual([]);
        expect(await eyebrowFaults(page)).toEqual([]);
      });
  }

  for (const path of [
    '/company/values/',
    '/company/about-us/',
    '/customers/testimonials/',
    '/customers/case-studies/',
    '/customers/customer-stories/',
    '/blog/',
    '/resources/documentation/',
  ])
    test(`${path}: every content section opens with an eyebrow`, async ({ page }) => {
      await page.goto(path);
      expect(await eyebrowFaults(page)).toEqual([]);
    });
});

/** Search excerpts as shown: each ends on a full stop or a whole word and an ellipsis, never a comma or a dash. */
async function excerptFaults(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => (el.textContent ?? '').trim())
      .filter((t) => /[,;:\-–—]\s*…?$/.test(t) || !/([.!?]["'’”)]?|[\p{L}\p{N}%)]…)$/u.test(t))
      .map((t) => `excerpt ends badly: "…${t.slice(-30)}"`),
  );
}

test('search excerpts end on a word and an ellipsis, in the header list and on /search (fault first)', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(
    `<!doctype html><html lang="en"><title>Faults</title><main><span class="search-excerpt">one at a time,</span><span class="search-excerpt">from your own proced</span><span class="search-excerpt">one at a time…</span></main></html>`,
  );
  expect(await excerptFaults(page, '.search-excerpt')).toEqual([
    'excerpt ends badly: "…one at a time,"',
    'excerpt ends badly: "…from your own proced"',
  ]);
  await gotoHydrated(page, '/');
  const { searchCopy } = entry<{ searchCopy: { inputLabel: string; resultsLabel: string } }>('site', 'ui');
  const box = page.getByRole('combobox', { name: searchCopy.inputLabel });
  await box.fill('phone');
  const options = page.getByRole('listbox', { name: searchCopy.resultsLabel }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.locator('.search-excerpt').count()).toBeGreaterThan(2);
  expect(await excerptFaults(page, '[role="listbox"] .search-excerpt')).toEqual([]);
  await page.goto('/search/?q=phone');
  await expect(page.locator('[data-search-state="done"]')).toHaveCount(1);
  expect(await page.locator('main .search-excerpt').count()).toBeGreaterThan(5);
  expect(await excerptFaults(page, 'main .search-excerpt')).toEqual([]);
});

test.describe('the 404 search box, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is a GET form to /search/ that takes the query there', async ({ page }) => {
    await page.setViewportSize(widths.phone);
    const res = await page.goto('/no-such-page/');
    expect(res?.status()).toBe(404);
    expect(await notFoundSearchFaults(page)).toEqual([]);
    const box = page.locator('main form[role="search"] input[name="q"]');
    await expect(box).toBeVisible();
    await box.fill('forklift');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=forklift$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});
