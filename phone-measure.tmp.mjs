import { chromium } from '@playwright/test';
import { browserPath } from './scripts/browser.mjs';
const b = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto('http://localhost:4200/');
const r = await p.evaluate(() => { const f=[...document.querySelectorAll('footer')].at(-1); return [f, ...f.querySelectorAll(':scope > div > div, :scope > div > nav, :scope > div > div > *, address > *')].map(e=>e.tagName+' '+String(e.className).slice(0,40)+' '+Math.round(e.getBoundingClientRect().height)+' '+getComputedStyle(e).display); });
console.log(r.join('\n'));
await b.close();
