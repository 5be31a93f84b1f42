/**
 * Which Chromium the tests, `scripts/shot.mjs` and `npm run bench` drive, resolved the way the ecosystem does:
 *   1. CHROMIUM_PATH, when set (it must exist);
 *   2. Playwright's own browser, when installed (`npx playwright install chromium`);
 *   3. a system Chromium or Chrome on PATH (chromium, chromium-browser, google-chrome, …).
 * Returns null when there is none; scripts/preflight.mjs then installs one or says what to run.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

import { which } from './find-nginx.mjs';

const systemNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const macApps = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** @returns {{ path: string, source: 'CHROMIUM_PATH' | 'playwright' | 'system' } | null} */
export function resolveBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : null;
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    /* no browser for this platform in Playwright's registry */
  }
  if (own && existsSync(own)) return { path: own, source: 'playwright' };
  for (const name of systemNames) {
    const p = which(name);
    if (p) return { path: p, source: 'system' };
  }
  const app = macApps.find(existsSync);
  return app ? { path: app, source: 'system' } : null;
}

/** The executable path, or undefined (Playwright then reports its own "executable doesn't exist" error). */
export const browserPath = () => resolveBrowser()?.path;

/**
 * Firefox for the interaction tests that run there too (tests/e2e/activation-firefox.spec.ts, driven over WebDriver
 * BiDi by puppeteer-core, which downloads no browser): FIREFOX_PATH, else Debian's firefox-esr or a firefox on PATH.
 * @returns {string | null}
 */
export function firefoxPath() {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return which('firefox-esr') ?? which('firefox');
}
