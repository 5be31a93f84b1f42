// @ts-check
import { readFileSync } from 'node:fs';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';

import yamlData from './scripts/yaml-data.mjs';

/**
 * A fully static site: every route is prerendered HTML in out/, rendered by the React components in
 * src/components; the few interactive parts hydrate as islands on first use (src/components/ui/island.tsx).
 *
 * Business settings (src/content/site.ts) come from SITE_* environment variables at build time, or from
 * .env / .env.production.local (as before). `define` writes each one into every bundle as a literal, so the
 * islands in the browser read the same values as the prerendered HTML.
 */
const mode = process.env.NODE_ENV === 'production' || process.argv.includes('build') ? 'production' : 'development';
for (const [k, v] of Object.entries(loadEnv(mode, process.cwd(), 'SITE_'))) process.env[k] ??= v;
const siteEnvNames = [
  ...new Set(readFileSync('src/content/site.ts', 'utf8').match(/(?<=process\.env\.)SITE_[A-Z0-9_]+/g) ?? []),
];
const define = Object.fromEntries(
  siteEnvNames.map((k) => [
    `process.env.${k}`,
    process.env[k] === undefined ? 'undefined' : JSON.stringify(process.env[k]),
  ]),
);

// Analytics (docs/analytics.md): the browser's settings as one constant, null when off, so a build without
// analytics has no analytics code at all (the loader's branch is dead code and its chunk is never emitted).
define.__PM_ANALYTICS__ = JSON.stringify((await import('./src/lib/analytics/settings.ts')).analyticsClientConfig());

// Lists the sample values still in use (SITE_STRICT=1: fails the build on them). After the env merge above.
if (process.argv.includes('build')) (await import('./src/lib/site-check.ts')).checkSiteSettings();

export default defineConfig({
  output: 'static',
  outDir: 'out',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never', assets: '_astro' },
  compressHTML: true,
  devToolbar: { enabled: false },
  server: { port: 3000, host: '127.0.0.1' },
  integrations: [react()],
  vite: {
    plugins: [yamlData(), tailwindcss()],
    define,
    build: { assetsInlineLimit: 0 },
  },
});
