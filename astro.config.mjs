// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';

import cms from './scripts/cms.mjs';
import contentDevCheck from './scripts/content-dev-check.mjs';
import sceneFallbacks from './scripts/scene-fallbacks.mjs';
import yamlData from './scripts/yaml-data.mjs';
import { cmsEnvNames, cmsEnvSchema, siteEnvNames, siteEnvSchema } from './src/lib/settings-env.mjs';

/**
 * A fully static site: every route is prerendered HTML in out/, rendered by the React components in
 * src/components; the few interactive parts hydrate as islands on first use (src/components/ui/islands/).
 *
 * Business settings: the SITE_* environment variables declared in src/lib/settings-env.mjs (astro:env), from the
 * environment or .env / .env.production.local. Astro validates each value given (the page shell imports
 * astro:env/client); `define` writes each one into every bundle as a literal, so the islands in the browser read
 * the same values as the prerendered HTML (src/content/site.ts reads them, with the sample defaults).
 */
const mode = process.env.NODE_ENV === 'production' || process.argv.includes('build') ? 'production' : 'development';
for (const [k, v] of Object.entries(loadEnv(mode, process.cwd(), 'SITE_'))) process.env[k] ??= v;
// An empty value means "use the default", as in src/content/site.ts.
for (const k of [...siteEnvNames, ...cmsEnvNames])
  if (process.env[k] !== undefined && !process.env[k].trim()) delete process.env[k];
const define = Object.fromEntries(
  siteEnvNames.map((k) => [
    `process.env.${k}`,
    process.env[k] === undefined ? 'undefined' : JSON.stringify(process.env[k]),
  ]),
);

// Analytics (docs/analytics.md): the browser's settings as one constant, null when off, so a build without
// analytics has no analytics code at all (the loader's branch is dead code and its chunk is never emitted).
define.__PM_ANALYTICS__ = JSON.stringify((await import('./src/lib/analytics/settings.ts')).analyticsClientConfig());

const { checkSiteSettings } = await import('./src/lib/site-check.ts');
/** Lists the sample values still in use when a build starts (SITE_STRICT=1: fails the build, naming them). */
const settingsCheck = {
  name: 'pm-settings-check',
  hooks: {
    /** @param {{ command: string }} options */
    'astro:config:setup': ({ command }) => {
      if (command === 'build') checkSiteSettings();
    },
  },
};

export default defineConfig({
  output: 'static',
  outDir: 'out',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'never', assets: '_astro' },
  compressHTML: true,
  devToolbar: { enabled: false },
  server: { port: 3000, host: '127.0.0.1' },
  // The content editor at /admin/ (scripts/cms.mjs; SITE_CMS=off leaves it out).
  // A new industry's stand-in drawings until its scenes are drawn (scripts/scene-fallbacks.mjs).
  integrations: [react(), settingsCheck, cms(), sceneFallbacks()],
  env: { schema: { ...siteEnvSchema, ...cmsEnvSchema }, validateSecrets: true },
  vite: {
    plugins: [yamlData(), contentDevCheck(), tailwindcss()],
    define,
    build: { assetsInlineLimit: 0 },
  },
});
