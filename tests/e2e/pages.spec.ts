import { site } from '../../src/content/site';
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
