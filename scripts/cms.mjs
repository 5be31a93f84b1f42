/**
 * The content editor at /admin/ (src/cms/, docs/cms.md) as an Astro integration. Unless SITE_CMS=off it
 * - adds the route /admin/ (src/cms/admin.astro; outside src/pages: it is not a page of the site, so it has no
 *   shell and is not in the site's routes, the sitemap or the search index);
 * - on `astro build`, bundles the editor's script (src/cms/admin.ts, Sveltia CMS from npm) in a Vite build of its
 *   own, before the pages are rendered, into .astro/cms/, and copies it to out/_astro/cms/ at the end. Its own
 *   build, not one more entry of the site's: shared chunks would otherwise change the public pages' scripts
 *   (Rollup moves helpers both use, such as the dynamic-import preloader, into chunks of their own). The page
 *   reads the bundle's manifest for its script's name (src/cms/bundle.ts).
 * Under `astro dev` the page loads src/cms/admin.ts from the dev server instead.
 */
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

import { cmsEnabled } from '../src/cms/enabled.mjs';
import { envClient } from './content-check.mjs';

/** Where the editor's bundle is built, and where it is served from (content-hashed files, cached as immutable). */
const cmsBuildDir = '.astro/cms';
const cmsBase = '/_astro/cms/';

const sveltiaEntry = /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
const cdnFont =
  /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2\)/g;

/**
 * Sveltia CMS's stylesheet loads its three fonts (its text face, a monospace face and the Material Symbols icon
 * font) from a CDN, although its npm package ships the same files: this points the @font-face rules at the
 * package's copies, so the editor loads nothing from another host (and draws its icons offline). Fails the build
 * if the package stops matching, rather than silently going back to the CDN.
 */
function sveltiaLocalFonts() {
  return {
    name: 'pm-sveltia-local-fonts',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!sveltiaEntry.test(file)) return null;
      const assets = readdirSync(join(dirname(file), 'assets'));
      /** @type {string[]} */
      const imports = [];
      const out = code.replace(cdnFont, (_, family, face) => {
        const local = assets.find((a) => a.startsWith(`${family}-${face}-`) && a.endsWith('.woff2'));
        if (!local) throw new Error(`pm-sveltia-local-fonts: the package has no copy of ${family} ${face}`);
        imports.push(`import __pmFont${imports.length} from './assets/${local}?url';`);
        return `url(\${__pmFont${imports.length - 1}})`;
      });
      if (imports.length !== 3)
        throw new Error(`pm-sveltia-local-fonts: expected 3 CDN fonts in Sveltia CMS, found ${imports.length}`);
      return { code: `${imports.join('')}${out}`, map: null };
    },
  };
}

const src = fileURLToPath(new URL('../src', import.meta.url));

/**
 * The editor's preview draws pages with the site's own templates (src/cms/preview/), in the browser: the modules
 * they read that the site only runs at build time get browser stand-ins, in the editor's build and, under
 * `astro dev`, for browser code only: `astro:content` (the content files bundled with the editor, parsed with the
 * same schemas), `astro/loaders` (src/content.config.ts's loaders, unused), `node:fs`/`node:path` (a schema's "does
 * this file exist"), the islands (drawn in their first state, not hydrated) and a title's smart punctuation.
 */
function previewShims() {
  const loaders = '\0pm-astro-loaders';
  return {
    name: 'pm-preview-shims',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id @param {string | undefined} _importer @param {{ ssr?: boolean }} [options] */
    resolveId(id, _importer, options) {
      // Under `astro dev` the site's server code shares the dev server: the stand-ins are for browser code only.
      if (options?.ssr) return null;
      if (id === 'astro:content') return `${src}/cms/preview/astro-content.ts`;
      if (id === 'astro/loaders') return loaders;
      if (id === 'node:fs' || id === 'node:path') return `${src}/cms/preview/node.ts`;
      if (/(^|\/)islands\/island$/.test(id)) return `${src}/cms/preview/island.tsx`;
      if (/(^|\/)smart-text$/.test(id)) return `${src}/cms/preview/smart-text.ts`;
      return null;
    },
    /** @param {string} id */
    load: (id) => (id === loaders ? 'export const glob = () => ({});' : null),
    /**
     * Under `astro dev`, Astro's own plugins answer `astro:content` before any added plugin: this one goes first.
     * @param {{ plugins: { name: string }[] }} config
     */
    configResolved(config) {
      const i = config.plugins.findIndex((p) => p.name === 'pm-preview-shims');
      if (i > 0) config.plugins.unshift(...config.plugins.splice(i, 1));
    },
    /** src/schemas/common.ts asks for the project's folder; node:fs above answers from the bundled files. */
    /** @param {string} code @param {string} id @param {{ ssr?: boolean }} [options] */
    transform(code, id, options) {
      if (options?.ssr || !id.startsWith(`${src}/schemas/`)) return null;
      return { code: code.replaceAll('process.cwd()', "''"), map: null };
    },
  };
}

/** The editor's own Vite build: src/cms/admin.ts and what it imports, nothing of the site's pages. */
async function buildCmsBundle(root = process.cwd()) {
  rmSync(`${root}/${cmsBuildDir}`, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    base: cmsBase,
    logLevel: 'warn',
    plugins: [sveltiaLocalFonts(), envClient, previewShims(), tailwindcss()],
    resolve: { alias: { '@': src } },
    // src/schemas/common.ts asks for the project's folder (node:fs above answers from the bundled files).
    // The preview never reports analytics events (astro.config.mjs defines this for the site's pages).
    define: { __PM_ANALYTICS__: 'false' },
    build: {
      outDir: `${cmsBuildDir}${cmsBase}`,
      assetsDir: '.',
      emptyOutDir: true,
      manifest: 'manifest.json',
      assetsInlineLimit: 0,
      // The preview's modules (src/lib/routes.ts, …) read the content with top-level await, as the build does.
      target: 'esnext',
      // The editor is one large application, loaded on /admin/ only.
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: { admin: 'src/cms/admin.ts' } },
    },
  });
}

export default function cms() {
  return {
    name: 'pm-cms',
    hooks: {
      /**
       * @param {{ injectRoute: (route: { pattern: string; entrypoint: string; prerender?: boolean }) => void;
       *   updateConfig: (config: Record<string, unknown>) => void }} options
       */
      'astro:config:setup': ({ injectRoute, updateConfig }) => {
        if (!cmsEnabled()) return;
        injectRoute({ pattern: '/admin', entrypoint: './src/cms/admin.astro', prerender: true });
        // `astro dev` serves the editor from source: the same local fonts, so Vite must not pre-bundle the package.
        updateConfig({
          vite: { plugins: [sveltiaLocalFonts(), previewShims()], optimizeDeps: { exclude: ['@sveltia/cms'] } },
        });
      },
      'astro:build:start': async () => {
        if (cmsEnabled()) await buildCmsBundle();
      },
      /** @param {{ dir: URL }} options */
      'astro:build:done': ({ dir }) => {
        if (!cmsEnabled()) return;
        const target = fileURLToPath(new URL(`.${cmsBase}`, dir));
        cpSync(`${cmsBuildDir}${cmsBase}`, target, {
          recursive: true,
          filter: (src) => !src.endsWith('manifest.json'),
        });
      },
    },
  };
}
