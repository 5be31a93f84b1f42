// Dev helper: hero contact sheets and full-page shots, to compare before and after. Usage:
//   node scripts/visual-shots.mjs <base-url> <out-dir> <label> [--sheets] [--width=1280] [/path …]
// --sheets writes <label>-industries.png and <label>-solutions.png: every industry and solution hero at the given
// width, scaled to 320 px, 4 to a row; --sheet=<name>:/a/,/b/ writes <label>-<name>.png of those pages' heroes.
// Each /path gets full-page shots at 1280 and 390 px.
// The browser is the one scripts/browser.mjs finds (CHROMIUM_PATH, Playwright's own, or one on PATH).
import { mkdirSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

import { browserPath } from './browser.mjs';

const [base = 'http://localhost:3000', dir = 'screens', label = 'shot', ...rest] = process.argv.slice(2);
const width = Number(rest.find((a) => a.startsWith('--width='))?.slice(8) ?? 1280);
mkdirSync(dir, { recursive: true });
/** A collection's pages by their files' names (src/content/<collection>/<slug>.yaml). */
const slugs = (/** @type {string} */ c) =>
  readdirSync(`src/content/${c}`).flatMap((f) => (f.endsWith('.yaml') ? [{ slug: f.slice(0, -5) }] : []));
const industries = slugs('industries');
const solutions = slugs('solutions');
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });

async function sheet(/** @type {string} */ name, /** @type {string[]} */ paths) {
  const crops = [];
  for (const p of paths) {
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    const buf = await page.locator('section[aria-labelledby="page-title"]').first().screenshot();
    crops.push(
      `<figure><img src="data:image/png;base64,${buf.toString('base64')}"><figcaption>${p}</figcaption></figure>`,
    );
  }
  const s = await browser.newPage({ viewport: { width: 1320, height: 900 } });
  await s.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(4,320px);gap:8px}figure{margin:0}img{width:320px;display:block}</style>${crops.join('')}`,
  );
  await s.screenshot({ path: `${dir}/${label}-${name}.png`, fullPage: true });
  await s.close();
}

if (rest.includes('--sheets')) {
  await sheet(
    'industries',
    industries.map((i) => `/industries/${i.slug}/`),
  );
  await sheet(
    'solutions',
    solutions.map((s) => `/solutions/${s.slug}/`),
  );
}
for (const arg of rest.filter((a) => a.startsWith('--sheet='))) {
  const [name, list = ''] = arg.slice(8).split(':');
  await sheet(name, list.split(','));
}
for (const p of rest.filter((a) => a.startsWith('/'))) {
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${dir}/${label}-${p.replace(/\//g, '_') || 'home'}-${w}.png`, fullPage: true });
  }
}
await browser.close();
