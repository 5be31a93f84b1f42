// Throwaway: the marketer's trial of the editor (not committed).
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openLocalRepository, readSaved } from './admin-helpers';

const out = '/work/coord/trial';
const shot = (page: Page, n: string) => page.screenshot({ path: `${out}/${n}.png` });
const log: string[] = [];

async function diff(page: Page, file: string, label: string, before = readFileSync(file, 'utf8')) {
  await expect.poll(() => readSaved(page, file), { timeout: 20_000, message: file }).not.toBe(before);
  const after = await readSaved(page, file);
  const a = before.split('\n'), b = after.split('\n');
  log.push(`## ${label}: ${file}\n\`\`\`diff\n${a.filter((l) => !b.includes(l)).map((l) => `- ${l}`).join('\n')}\n${b.filter((l) => !a.includes(l)).map((l) => `+ ${l}`).join('\n')}\n\`\`\``);
  writeFileSync(`${out}/log.md`, log.join('\n\n'));
  return after;
}

/** The text box at a path of field labels (groups, then the box). */
async function box(page: Page, path: string[]) {
  let scope = page.locator('body');
  for (const g of path.slice(0, -1)) {
    const group = scope.getByRole('group', { name: new RegExp(`“.?${g}.?” Field`) }).first();
    await group.scrollIntoViewIfNeeded();
    scope = group;
  }
  const b = scope.getByRole('textbox', { name: path.at(-1)!, exact: true }).first();
  await b.scrollIntoViewIfNeeded();
  return b;
}

async function open(page: Page, collection: string, entryTitle: string) {
  await page.evaluate((h) => (location.hash = h), `#/collections/${collection}`);
  await page.getByText(entryTitle).first().click({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

test('trial', async ({ page, baseURL }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const watch = await openLocalRepository(page, baseURL!);
  await shot(page, '01-collections');

  // 6. A new page under Company.
  await page.evaluate(() => (location.hash = '#/collections/pages-company/new'));
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 30_000 });
  await shot(page, '07-new-page');
  page.setDefaultTimeout(15_000);
  const fill = async (path: string[], v: string) => (await box(page, path)).fill(v);
  await fill(['In menus and search', 'Page name'], 'Open House');
  await fill(['In menus and search', 'One-line summary'], 'Meet the team and hear a sample call.');
  await fill(['Search engines and sharing', 'Search result title'], 'Open House | Pocket Mentor');
  await fill(['Search engines and sharing', 'Search result description'], 'Come to a Pocket Mentor open house: meet the team, hear a sample call and ask how voice-first guidance fits your frontline.');
  await fill(['Top of the page', 'Small heading'], 'Open house');
  await fill(['Top of the page', 'Title'], 'Hear Pocket Mentor answer a real question');
  await fill(['Top of the page', 'Tagline'], 'An hour with the team: a sample call, your questions, and how a rollout starts.');
  await fill(['Top of the page', 'Button', 'Label'], 'Get in Touch');
  await fill(['Top of the page', 'Button', 'Link'], '/contact');
  await shot(page, '08-new-page-top');
  const sections = page.getByRole('group', { name: /“.?Page sections.?” Field/ }).first();
  await sections.scrollIntoViewIfNeeded();
  await sections.getByRole('button', { name: /Add/ }).first().click();
  await shot(page, '09-add-section');
  await page.getByRole('menuitem', { name: /Text section/ }).or(page.getByRole('option', { name: /Text section/ })).first().click();
  await fill(['Page sections', 'Heading'], 'What happens at an open house');
  await shot(page, '10-section');
  const para = page.getByRole('group', { name: /“.?Paragraphs.?” Field/ }).first();
  if (await para.count()) {
    await para.scrollIntoViewIfNeeded();
    await para.getByRole('button', { name: /Add/ }).first().click().catch(() => {});
    await para.getByRole('textbox').first().fill('We play a sample call, answer your questions and show how a rollout starts.').catch(() => {});
  }
  await fill(['Closing band', 'Heading'], 'Want to come to the next one?');
  await fill(['Closing band', 'Text'], 'Tell us who would come and what you want to hear about.');
  await fill(['Closing band', 'Button', 'Label'], 'Get in Touch');
  await fill(['Closing band', 'Button', 'Link'], '/contact');
  await page.waitForTimeout(1500);
  await shot(page, '11-new-page-filled');
  await save(page);
  await page.waitForTimeout(3000);
  await shot(page, '12-new-page-saved');
  const created = await page.evaluate(async () => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    let dir = repo;
    for (const p of ['src', 'content', 'pages', 'company']) dir = await dir.getDirectoryHandle(p);
    const names: string[] = [];
    for await (const [n] of (dir as unknown as { entries(): AsyncIterable<[string]> }).entries()) names.push(n);
    return names;
  });
  log.push(`company files after save: ${created.join(', ')}`);
  const fresh = created.find((n) => /open/.test(n));
  if (fresh) writeFileSync(`${out}/${fresh}`, await readSaved(page, `src/content/pages/company/${fresh}`));
  writeFileSync(`${out}/log.md`, log.join('\n\n'));
  expect(watch.violations).toEqual([]);
  expect(watch.offsite).toEqual([]);
});
