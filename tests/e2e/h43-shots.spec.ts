import { expect, test, type Page } from '@playwright/test';

import { openLocalRepository } from './admin-helpers';

const dir = '/work/coord/shots-h43';
const open = (page: Page, hash: string) => page.evaluate((h) => (location.hash = h), hash);

test('shots', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLocalRepository(page, baseURL!);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/01-collections.png` });
  await open(page, '#/collections/blog');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/02-blog-list.png` });
  await open(page, '#/collections/industries');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/03-industries-list.png` });
  await open(page, '#/collections/pages-company');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/04-company-list.png` });
  await open(page, '#/collections/blog/entries/why-voice-first-for-frontline-work');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${dir}/05-blog-post-editor.png` });
  await page.mouse.move(300, 400);
  await page.mouse.wheel(0, 500);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${dir}/06-blog-post-editor-scrolled.png` });
  for (const [name, hash] of [
    ['07-preview-home', '#/collections/pages-home/entries/index'],
    ['08-preview-industry', '#/collections/industries/entries/healthcare'],
    ['09-preview-solution', '#/collections/solutions/entries/cfo'],
    ['10-preview-composed-events', '#/collections/pages-company/entries/events'],
    ['11-preview-product', '#/collections/pages-products-more/entries/products--pocket-mentor'],
    ['12-preview-overview', '#/collections/pages-company-more/entries/overview--company'],
    ['13-preview-legal', '#/collections/legal/entries/privacy-policy'],
    ['14-preview-contact', '#/collections/pages-contact/entries/contact'],
  ] as const) {
    await open(page, hash);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
});
