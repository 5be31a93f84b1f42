// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';

import cms from './scripts/cms.mjs';
import contentCheck from './scripts/content-check.mjs';
import contentDevCheck from './scripts/content-dev-check.mjs';
import { cmsEnvNames, cmsEnvSchema, siteEnvNames, siteEnvSchema } from './src/lib/settings-env.mjs';

/**
 * A fully static site: every route is prerendered HTML in out/, rendered by the React components in
 * src/components; the few interactive parts hydrate as islands on first use (src/components/ui/islands/).
 *
 * Business settings: the SITE_* environment variables declared in src/lib/settings-env.mjs, from the environment
 * or .env / .env.production.local. Astro validates each value given and serves them to server and browser code
 * alike through astro:env/client (src/lib/settings.ts reads them, with the defaults of src/lib/business-settings.ts).
 */
const mode = process.env.NODE_ENV === 'production' || process.argv.includes('build') ? 'production' : 'development';
// The build's settings check below reads the environment as Astro does (.env files included).
for (const [k, v] of Object.entries(loadEnv(mode, process.cwd(), 'SITE_'))) process.env[k] ??= v;
// An empty value means "use the default", as in src/lib/business-settings.ts.
for (const k of [...siteEnvNames, ...cmsEnvNames])
  if (process.env[k] !== undefined && !process.env[k].trim()) delete process.env[k];

const { checkSiteSettings, envAnalytics } = await import('./src/lib/site-check.ts');
/**
 * Whether this build counts visits (docs/analytics.md): a literal written in before bundling, so a build without
 * analytics has none of its code (a constant imported from astro:env/client is folded too late to drop the
 * tracker's chunk). The settings themselves reach the browser through astro:env/client.
 */
const define = { __PM_ANALYTICS__: JSON.stringify(envAnalytics().enabled) };
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
  // The content check first: a mistake in a content file stops the build before anything else, in the editor's words.
  integrations: [contentCheck(), react(), settingsCheck, cms()],
  env: { schema: { ...siteEnvSchema, ...cmsEnvSchema }, validateSecrets: true },
  vite: {
    plugins: [contentDevCheck(), tailwindcss()],
    define,
    build: { assetsInlineLimit: 0 },
  },
});
