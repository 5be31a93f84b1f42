import { site } from '../lib/settings';
import { expect, test } from './fixtures';

test('community: founder story, mission, five beliefs, six rules and three join buttons to the community site', async ({
  page,
}) => {
  await page.goto('/community/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Five core beliefs' })).toBeVisible();
  await expect(main.locator('section[aria-labelledby="beliefs-heading"] li')).toHaveCount(5);
  await expect(main.locator('section[aria-labelledby="competition-heading"] li')).toHaveCount(6);
  await expect(main.getByText('Only that team continues to completion and payment')).toBeVisible();
  await expect(main.getByText('the project reopens to more teams')).toBeVisible();
  const joins = main.getByRole('link', { name: /^Join (the|Our) Community/ });
  await expect(joins).toHaveCount(3);
  for (const j of await joins.all()) {
    await expect(j).toHaveAttribute('href', site.communityUrl);
    await expect(j).toHaveAttribute('target', '_blank');
    await expect(j).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(main.locator(`a[href="${site.autismInitiativeUrl}"]`)).toHaveAttribute('target', '_blank');
});

test('pocket mentor product page: what it answers from and all 18 industry editions', async ({ page }) => {
  await page.goto('/products/pocket-mentor/');
  const main = page.locator('main');
  for (const s of ['Procedures', 'SOPs', 'Checklists', 'Playbooks', 'Training documents', 'Troubleshooting logic']) {
    await expect(main.getByRole('heading', { name: s, exact: true })).toBeVisible();
  }
  await expect(main.locator('#industries a[href^="/products/pocket-mentor/"]')).toHaveCount(18);
  await expect(main.getByRole('heading', { name: /Keep what your veterans know/ })).toBeVisible();
});

test('connections HR: every in-page link scrolls to an element that exists', async ({ page }) => {
  await page.goto('/products/connections-hr/');
  const anchors = page.locator('main a[href^="#"]');
  const hrefs = await anchors.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(new Set(hrefs)).toEqual(new Set(['#contact', '#expert', '#demo']));
  for (const href of ['#demo', '#expert', '#contact']) {
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();
  }
});

test('customer pages say plainly they are illustrative', async ({ page }) => {
  for (const path of ['/customers/customer-stories/', '/customers/case-studies/', '/customers/testimonials/']) {
    await page.goto(path);
    await expect(page.locator('main').getByText('not real customers', { exact: false }).first()).toBeVisible();
  }
});

test('documentation: an index of every section that stays in view beside them, and lands on each', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/resources/documentation/');
  const nav = page.getByRole('navigation', { name: 'Documentation contents' });
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(12);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) await expect(page.locator(`article${href}`)).toHaveCount(1);
  // The last section: the index is still beside it, below the condensed header, and the section's title shows.
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs.at(-1)}$`));
  const title = page.locator(`${hrefs.at(-1)} h4`);
  await expect(title).toBeInViewport();
  await expect(nav).toBeInViewport();
  const header = await page.locator('header').boundingBox();
  const titleBox = await title.boundingBox();
  expect(titleBox!.y).toBeGreaterThan(header!.y + 48);
});

test('careers: the openings status first, with an email whose subject is filled in and the contact page', async ({
  page,
}) => {
  await page.goto('/company/careers/');
  // The page's sections (the hero first); the page's tint scope (data-tint, display: contents) may wrap them.
  const first = page.locator('main section:not(section section)').nth(1);
  await expect(first).toHaveAttribute('id', 'openings');
  await expect(first.locator('[data-status]')).toContainText(/none listed/i);
  const email = first.getByRole('link', { name: /Email us/ });
  await expect(email).toHaveAttribute('href', new RegExp(`^mailto:${site.email}\\?subject=Careers`));
  await expect(first.locator('a[href="/contact/"]')).toHaveCount(1);
});

test('leadership: a roster of five executive and two advisory roles, and every route to reach them', async ({
  page,
}) => {
  await page.goto('/company/leadership/');
  // One roster (the page fits 3,000 px at 1280): executives, then advisors, each group its own list.
  const roster = page.locator('[data-roster]');
  await expect(roster).toHaveCount(1);
  await expect(roster.locator('ul[data-group="executive"] > li')).toHaveCount(5);
  await expect(roster.locator('ul[data-group="advisor"] > li')).toHaveCount(2);
  await expect(page.locator('main img')).toHaveCount(1); // the hero scene only: no photos or avatars
  const main = page.locator('main');
  await expect(main.locator(`a[href="tel:${site.phone.tel}"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="tel:${site.secondaryPhone.tel}"]`)).toBeVisible();
  await expect(main.locator(`a[href^="mailto:${site.email}"]`)).toBeVisible();
});

test('community: the ways to take part, each a tinted panel, and the hero board hidden from screen readers', async ({
  page,
}) => {
  await page.goto('/community/');
  const ways = page.locator('section[aria-labelledby="ways-heading"] li[data-tint]');
  expect(await ways.count()).toBeGreaterThanOrEqual(4);
  const tints = await ways.evaluateAll((lis) =>
    lis.map((li) => getComputedStyle(li.firstElementChild!).backgroundColor),
  );
  expect(new Set(tints).size).toBe(tints.length);
  await expect(page.locator('[data-hero] [aria-hidden="true"]').filter({ hasText: 'Open project list' })).toHaveCount(
    1,
  );
});
