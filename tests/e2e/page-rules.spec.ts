/**
 * Rules that hold on every page, at 1280 and 390 (page-rules-checks.ts): at most one icon-card grid, no sentence
 * printed twice, no illustration shown twice, one "illustrative" marker, card rows level and no holes in grids, and
 * the hero's pictures whole. Here each check first fails on a fault page; the route sweep (routes.spec.ts) runs
 * them on every page's two loads.
 */
import { entries } from '../lib/content';
import { expect, test, widths } from './fixtures';
import {
  gridHoles,
  heroPictureCuts,
  iconCardGrids,
  illustrativeMarkers,
  repeatedPictures,
  repeatedSentences,
  rowFaults,
  structureOf,
} from './page-rules-checks';

const card = (i: number) =>
  `<li><svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8"/></svg><h3>Card ${i}</h3><p>Text ${i}</p></li>`;
const pic =
  'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"/>');

test('the page rules can fail: a page with each fault is caught by each', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main>
    <section data-hero style="overflow:hidden">
      <h1>Hero</h1>
      <div style="height:120px;overflow:hidden"><img src="${pic}" width="320" height="240" alt=""></div>
      <img src="${pic}" style="width:320px;height:160px;object-fit:cover" alt="">
    </section>
    <section><h2>One</h2><ul style="display:grid;grid-template-columns:repeat(3,200px);list-style:none">${[1, 2, 3].map(card).join('')}</ul></section>
    <section><h2>Two</h2><ul style="display:grid;grid-template-columns:repeat(3,200px);list-style:none">${[4, 5, 6, 7, 8].map(card).join('')}</ul></section>
    <p>Staff call one number and hear the steps. Nothing else.</p>
    <blockquote>“Staff call one number and hear the steps.”</blockquote>
    <p>Illustrative figures.</p><p class="note">An illustrative scenario.</p>
    <ul style="display:flex;align-items:start;list-style:none">
      <li style="flex:1"><h3>Short</h3><p>Text</p></li>
      <li style="flex:1"><h3>A title that wraps<br>onto two lines</h3><p>Text</p></li>
    </ul>
  </main></body></html>`);
  expect(await iconCardGrids(page)).toEqual(['One (3 icon cards)', 'Two (5 icon cards)']);
  expect(await repeatedSentences(page)).toEqual(['Staff call one number and hear the steps.']);
  expect(await repeatedPictures(page)).toEqual([expect.stringMatching(/^data:image\/svg\+xml.* ×2$/)]);
  expect(await illustrativeMarkers(page)).toHaveLength(2);
  expect(await gridHoles(page)).toEqual(['Two: 5 items in rows of 3+2']);
  expect((await rowFaults(page)).join()).toMatch(/"Short" title \d+ px, text (\d+) px \/ "A title that wraps/);
  const cuts = (await heroPictureCuts(page)).join(' | ');
  expect(cuts).toMatch(/its box shows 100% × 50%/);
  expect(cuts).toMatch(/object-fit cover shows 100% × 67%/);
});

test('the page rules pass where they should: one grid, distinct sentences, a whole picture, a full last row', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(`<!doctype html><html lang="en"><title>Clean</title><body><main>
    <section data-hero><h1>Hero</h1><img src="${pic}" style="width:320px;height:240px;object-fit:cover" alt=""></section>
    <section><h2>One</h2><ul style="display:grid;grid-template-columns:repeat(3,200px);list-style:none">${[1, 2, 3, 4, 5, 6].map(card).join('')}</ul></section>
    <p>Staff call one number and hear the steps.</p><p>An illustrative scenario.</p>
  </main></body></html>`);
  expect(await iconCardGrids(page)).toEqual(['One (6 icon cards)']);
  expect(await repeatedSentences(page)).toEqual([]);
  expect(await repeatedPictures(page)).toEqual([]);
  expect(await illustrativeMarkers(page)).toHaveLength(1);
  expect(await gridHoles(page)).toEqual([]);
  expect(await heroPictureCuts(page)).toEqual([]);
});

/** Of the 18 industry pages, at least this many are built differently below the hero (order and form of bands). */
const MIN_INDUSTRY_STRUCTURES = 16;
/** Of the 18 solution pages, at least this many are built differently below the hero. */
const MIN_SOLUTION_STRUCTURES = 12;

test('industry pages differ in structure below the hero (fault first: two pages on one skeleton are one)', async ({
  page,
}) => {
  const skeleton = (tone: string) => `<!doctype html><html lang="en"><title>S</title><body><main>
    <section data-hero><h1>Hero</h1></section>
    <section aria-labelledby="a" style="background:${tone}"><h2 id="a">A</h2><ul data-card-grid><li>1</li></ul></section>
    <section aria-labelledby="b"><h2 id="b">B</h2><ol><li>1</li></ol></section></main></body></html>`;
  await page.setContent(skeleton('#fff'));
  const first = await structureOf(page);
  await page.setContent(skeleton('#eee'));
  expect(await structureOf(page)).toBe(first);
  expect(first).toBe('a:grid > b:rows');

  const slugs = entries('industries').map((e) => e.id);
  expect(slugs).toHaveLength(18);
  const structures = new Set<string>();
  for (const slug of slugs) {
    await page.goto(`/industries/${slug}/`);
    structures.add(await structureOf(page));
  }
  expect(structures.size, [...structures].join('\n')).toBeGreaterThanOrEqual(MIN_INDUSTRY_STRUCTURES);
});

test('solution pages differ in structure below the hero (their own compositions and orders)', async ({ page }) => {
  const slugs = entries('solutions').map((e) => e.id);
  expect(slugs).toHaveLength(18);
  const structures = new Set<string>();
  for (const slug of slugs) {
    await page.goto(`/solutions/${slug}/`);
    structures.add(await structureOf(page));
  }
  expect(structures.size, [...structures].join('\n')).toBeGreaterThanOrEqual(MIN_SOLUTION_STRUCTURES);
});
