#!/usr/bin/env node
/**
 * `npm run build:analytics`: the site built with analytics on, into out-analytics/ (git-ignored), with its own
 * postbuild (per-page CSP, _headers, _worker.js, deploy/build/out-analytics/csp-map.conf). The browser tests
 * (tests/e2e/analytics.spec.ts) serve it beside out/, which stays the default build without analytics;
 * `npm test` builds both. The endpoint is never reached: the tests answer it with a Playwright route.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const analyticsOut = 'out-analytics';
/** The settings of the variant (sample hosts, like every default in src/lib/settings.ts). */
export const analyticsEnv = {
  SITE_ANALYTICS_DOMAIN: 'www.pocketmentor.example',
  SITE_ANALYTICS_ENDPOINT: 'https://stats.pocketmentor.example/api/event',
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
  const env = { ...process.env, ...analyticsEnv, ASTRO_TELEMETRY_DISABLED: '1', OUT_DIR: analyticsOut };
  execFileSync(process.execPath, [astro, 'build', '--outDir', analyticsOut], { stdio: 'inherit', env });
  execFileSync(process.execPath, ['scripts/postbuild.mjs'], { stdio: 'inherit', env });
}
