import { entry } from '../lib/content';
import { site } from '../lib/settings';
import { specCounts, specWords } from '../lib/spec-words';
import { expect, test } from './fixtures';

/** Words the owner may change, read from the pages' content files (the tests check that they show). */
type Item = { title: string; description: string };
const community = entry<{
  hero: { board: { list: string } };
  beliefs: { heading: string };
  competition: { points: Item[] };
}>('pages', 'community');
const pocketMentor = entry<{ capture: { heading: string } }>('pages', 'products/pocket-mentor');
const blockOf = (page: string, type: string) =>
  entry<{ blocks: Record<string, unknown>[] }>('pages', page).blocks.find((b) => b.type === type)!;

test('community: founder story, mission, five beliefs, six rules and three join buttons to the community site', async ({
  page,
}) => {
  await page.goto('/community/');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: community.beliefs.heading })).toBeVisible();
  await expect(main.locator('section[aria-labelledby="beliefs-heading"] li')).toHaveCount(specCounts.coreBeliefs);
  const rules = main.locator('section[aria-labelledby="competition-heading"]');
  await expect(rules.locator('li')).toHaveCount(specCounts.competitionPoints);
  for (const point of community.competition.points) await expect(rules).toContainText(point.description);
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
  for (const s of specWords.answersFrom)
    await expect(main.getByRole('heading', { name: new RegExp(`^${s}$`, 'i') })).toBeVisible();
  await expect(main.locator('#industries a[href^="/products/pocket-mentor/"]')).toHaveCount(18);
  await expect(main.getByRole('heading', { name: pocketMentor.capture.heading })).toBeVisible();
});

test('connections HR: every in-page link scrolls to an element that exists', async ({ page }) => {
  await page.goto('/products/connections-hr/');
  const anchors = page.locator('main a[href^="#"]');
  const hrefs = await anchors.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  // The hero's quiet link down to the demo; the closing band just under the demo needs no link of its own.
  expect(new Set(hrefs)).toEqual(new Set(['#demo']));
  for (const href of new Set(hrefs)) {
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();
  }
  // The spec's three anchors are all targets on the page (#expert: the demo's third step, what an expert shows).
  for (const id of ['contact', 'expert', 'demo']) await expect(page.locator(`main #${id}`)).toHaveCount(1);
});

test('customer pages say plainly they are illustrative', async ({ page }) => {
  for (const path of ['/customers/customer-stories/', '/customers/case-studies/', '/customers/testimonials/']) {
    await page.goto(path);
    const { disclaimer } = entry<{ disclaimer: string }>('pages', path.replace(/^\/|\/$/g, ''));
    await expect(page.locator('main').getByText(disclaimer).first()).toBeVisible();
  }
});

test('documentation: an index of every section that stays in view beside them, and lands on each', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/resources/documentation/');
  const { indexLabel } = blockOf('resources/documentation', 'docs') as { indexLabel: string };
  const nav = page.getByRole('navigation', { name: indexLabel });
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(12);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  // Each link lands on its target: a part of the documentation or one of its sections (an article).
  for (const href of hrefs) await expect(page.locator(href)).toHaveCount(1);
  expect(await page.locator('main article[id]').count()).toBeGreaterThanOrEqual(12);
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
  const openings = blockOf('company/careers', 'routes') as {
    status: { label: string };
    items: { link: string; via: { email?: boolean; subject?: string } }[];
  };
  await expect(first.locator('[data-status]')).toContainText(openings.status.label);
  const byEmail = openings.items.find((i) => i.via.email)!;
  const email = first.getByRole('link', { name: byEmail.link });
  await expect(email).toHaveAttribute(
    'href',
    `mailto:${site.email}?subject=${encodeURIComponent(byEmail.via.subject!)}`,
  );
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

test('community: the ways to take part in the page’s one colour, and the hero board hidden from screen readers', async ({
  page,
}) => {
  await page.goto('/community/');
  const ways = page.locator('section[aria-labelledby="ways-heading"] ol > li');
  expect(await ways.count()).toBeGreaterThanOrEqual(4);
  // One system: every way's mark in the same colour, not a tint each.
  const marks = await ways.evaluateAll((lis) =>
    lis.map((li) => getComputedStyle(li.firstElementChild!).backgroundColor),
  );
  expect(new Set(marks).size).toBe(1);
  await expect(
    page.locator('[data-hero] [aria-hidden="true"]').filter({ hasText: community.hero.board.list }),
  ).toHaveCount(1);
});
