// Dev helper (issue 12): hero crops, contact sheets and page shots. Usage:
//   node scripts/visual-shots.mjs <base-url> <out-dir> <label>
// Writes <label>-home-h1.png, <label>-heroes.png (18 industry heroes at 1280 scaled to 320 px) and full pages at 1280/390.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3150', dir = '/work/screens/visual', label = 'shot', ...pages] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });
const slugs = [...readFileSync('src/content/industries/index.ts', 'utf8').matchAll(/slug: '([a-z-]+)'/g)].map(
  (m) => m[1],
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await page.locator('h1').screenshot({ path: `${dir}/${label}-home-h1.png` });
const crops = [];
for (const s of pages.includes('--no-heroes') ? [] : slugs) {
  await page.goto(`${base}/industries/${s}/`, { waitUntil: 'networkidle' });
  const buf = await page.locator('section[aria-labelledby="page-title"]').first().screenshot();
  crops.push(
    `<figure><img src="data:image/png;base64,${buf.toString('base64')}"><figcaption>${s}</figcaption></figure>`,
  );
}
if (crops.length) {
  const sheet = await browser.newPage({ viewport: { width: 1320, height: 900 } });
  await sheet.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(4,320px);gap:8px}figure{margin:0}img{width:320px;display:block}</style>${crops.join('')}`,
  );
  await sheet.screenshot({ path: `${dir}/${label}-heroes.png`, fullPage: true });
  await sheet.close();
}
for (const p of pages.filter((p) => p.startsWith('/'))) {
  for (const w of [1280, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${dir}/${label}-${p.replace(/\//g, '_') || 'home'}-${w}.png`, fullPage: true });
  }
}
await browser.close();
