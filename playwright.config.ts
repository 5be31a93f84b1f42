import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { browserPath, firefoxPath } from './scripts/browser.mjs';
import { findNginx } from './scripts/find-nginx.mjs';

const PORT = Number(process.env.PORT ?? 3100);
const NGINX_PORT = PORT + 100;
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`;

// The nginx pass serves out/ with real nginx and deploy/nginx.conf. `npm test` (scripts/preflight.mjs) installs
// nginx where it can; on a machine without it the pass is skipped locally (with a notice) but required in CI.
const hasNginx = Boolean(findNginx()?.mimeTypes);
if (!hasNginx && process.env.CI)
  throw new Error('nginx is required for the browser tests in CI (see README: npm test installs it on Debian)');
if (!hasNginx)
  console.warn('\n*** nginx not found: SKIPPING the nginx pass of the browser tests (install nginx to run it) ***\n');
const nginx = hasNginx && !process.env.BASE_URL;
// The Cloudflare Pages pass serves out/ as a Pages build uploads it (no _headers: the worker alone sets the headers)
// with `wrangler pages dev` (workerd, offline): scripts/pages-dev.mjs.
const WRANGLER_PORT = PORT + 5;
const cloudflare = existsSync('node_modules/.bin/wrangler') && !process.env.BASE_URL && !process.env.NO_CLOUDFLARE;
// The build with analytics on (`npm run build:analytics` → out-analytics/; `npm test` builds it), served beside
// out/ for tests/e2e/analytics.spec.ts, which finds it on PORT + 6.
const ANALYTICS_PORT = PORT + 6;
const analytics = existsSync('out-analytics/_headers') && !process.env.BASE_URL;

const chromium = { ...devices['Desktop Chrome'], channel: undefined };
// The interaction tests run in Firefox too (tests/e2e/activation-firefox.spec.ts: puppeteer-core over WebDriver BiDi,
// no browser download); `npm test` installs Debian's firefox-esr where it can (scripts/preflight.mjs).
const firefox = firefoxPath();
if (!firefox && !process.env.BASE_URL)
  console.warn(
    '\n*** Firefox not found: SKIPPING the Firefox interaction tests (install firefox-esr to run them) ***\n',
  );

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      // CHROMIUM_PATH, else Playwright's own Chromium, else one on PATH (scripts/browser.mjs).
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Everything, against `npm start`'s server (scripts/serve.mjs, headers from out/_headers).
    // (nginx-https and observatory are about nginx's TLS and redirect: that project only.)
    {
      name: 'chromium',
      use: chromium,
      testIgnore: /(nginx-https|observatory|activation-firefox)\.spec\.ts/,
      grepInvert: /served by another server/,
    },
    // The interaction tests in Firefox, against the same server (the spec drives Firefox itself; it skips, with the
    // notice above, where there is none).
    { name: 'firefox', testMatch: /activation-firefox\.spec\.ts/ },
    // The same headers, pages, CSP and booking checks against real nginx, over HTTPS with a self-signed
    // certificate made at start (scripts/nginx-serve.mjs); its HTTP port (NGINX_PORT + 1) only redirects.
    ...(nginx
      ? [
          {
            name: 'nginx',
            testMatch: /(headers|contact|routes|csp-interaction|nginx-https|observatory|serving)\.spec\.ts/,
            grep: /headers|cach|404|renders|script element|vendor|booking|csp|https|error page|observatory|serving/i,
            use: { ...chromium, baseURL: `https://127.0.0.1:${NGINX_PORT}`, ignoreHTTPSErrors: true },
          },
        ]
      : []),
    // The same headers, CSP and booking checks through the Cloudflare Pages worker, on Pages' local runtime.
    ...(cloudflare
      ? [
          {
            name: 'cloudflare',
            testMatch: /(headers|contact|csp-interaction)\.spec\.ts/,
            grep: /headers|cach|404|vendor|booking|csp/i,
            use: { ...chromium, baseURL: `http://127.0.0.1:${WRANGLER_PORT}` },
          },
        ]
      : []),
  ],
  // Serves the built out/ (run `npm run build` first; `npm test` does).
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          command: 'node scripts/serve.mjs',
          env: { PORT: String(PORT) },
          url: `${baseURL}/`,
          reuseExistingServer: false,
          timeout: 90_000,
        },
        ...(nginx
          ? [
              {
                command: 'node scripts/nginx-serve.mjs',
                env: { PORT: String(NGINX_PORT) },
                url: `https://127.0.0.1:${NGINX_PORT}/`,
                ignoreHTTPSErrors: true,
                reuseExistingServer: false,
                timeout: 90_000,
              },
            ]
          : []),
        ...(analytics
          ? [
              {
                command: 'node scripts/serve.mjs',
                env: { PORT: String(ANALYTICS_PORT), OUT_DIR: 'out-analytics' },
                url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
                reuseExistingServer: false,
                timeout: 90_000,
              },
            ]
          : []),
        ...(cloudflare
          ? [
              {
                command: 'node scripts/pages-dev.mjs',
                env: { PORT: String(WRANGLER_PORT) },
                url: `http://127.0.0.1:${WRANGLER_PORT}/`,
                reuseExistingServer: false,
                timeout: 90_000,
              },
            ]
          : []),
      ],
});
