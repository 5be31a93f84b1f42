// Dev helper: full-page screenshots. Usage: node scripts/shot.mjs <path> <width> [out.png] [--hover=selector]
// [--click=a|b] [--viewport] [--vh=viewport height, default 900] [--scroll=px before the shot] [--y= --h= clip]
// Shoots the site served by `npm run serve` on http://localhost:3000 (SHOT_BASE_URL or PORT to change), with
// the Chromium scripts/browser.mjs resolves (CHROMIUM_PATH, Playwright's own, or one on PATH).
import { chromium } from '@playwright/test';

import { browserPath } from './browser.mjs';

const [path = '/', width = '1280', out = 'screens/shot.png', ...rest] = process.argv.slice(2);
const hover = rest.find((a) => a.startsWith('--hover='))?.slice(8);
const click = rest.find((a) => a.startsWith('--click='))?.slice(8);
const full = !rest.includes('--viewport');
const y = Number(rest.find((a) => a.startsWith('--y='))?.slice(4) ?? NaN);
const h = Number(rest.find((a) => a.startsWith('--h='))?.slice(4) ?? 900);
const base = process.env.SHOT_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox', '--disable-gpu'] });
const vh = Number(rest.find((a) => a.startsWith('--vh='))?.slice(5) ?? 900);
const scroll = Number(rest.find((a) => a.startsWith('--scroll='))?.slice(9) ?? 0);
const page = await browser.newPage({ viewport: { width: Number(width), height: vh } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
// A full-page shot does not scroll, so lazy images below the fold would show empty: scroll through once first.
if (full) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
    // Images in closed menus never load: wait for the rendered ones only, and never more than two seconds.
    const shown = [...document.images].filter((i) => i.getClientRects().length && !i.closest('[hidden]'));
    await Promise.race([
      Promise.all(shown.map((i) => i.decode().catch(() => undefined))),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
  await page.waitForTimeout(300);
}
if (scroll) {
  await page.evaluate((s) => window.scrollTo(0, s), scroll);
  await page.waitForTimeout(400);
}
if (hover) {
  await page.hover(hover);
  await page.waitForTimeout(400);
}
if (click) {
  for (const c of click.split('|')) {
    await page.click(c);
    await page.waitForTimeout(450);
  }
}
if (!Number.isNaN(y))
  await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y, width: Number(width), height: h } });
else await page.screenshot({ path: out, fullPage: full });
await browser.close();
