/**
 * An Astro integration: before `astro build` does anything else, every content file is checked against its
 * schema and every internal link against the site's pages (src/lib/content-check.ts), and the build fails with
 * the problems in the editor's words (file, field as the editor labels it, what to do). The check's TypeScript
 * is loaded through Vite's module runner, with the project's `@/` alias and the schemas' `astro:content`
 * (reference()) answered by src/lib/astro-content.ts, and the settings' `astro:env/client` by the SITE_* variables
 * as astro.config.mjs has loaded them into the environment.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

import { siteEnvNames } from '../src/lib/settings-env.mjs';

const src = fileURLToPath(new URL('../src', import.meta.url));

/**
 * @typedef {{ file: string; field: string; message: string }} Problem
 * @typedef {{ checkContent: () => Problem[]; formatProblems: (problems: Problem[]) => string }} ContentCheck
 */

/**
 * The check's module, loaded outside Astro (for the build; the dev server loads it through its own Vite).
 * @returns {Promise<ContentCheck>}
 */
/** `astro:env/client` outside Astro: each SITE_* variable from the environment (unset: undefined). */
export const envClient = {
  name: 'pm-env-client',
  /** @param {string} id */
  resolveId: (id) => (id === 'astro:env/client' ? '\0astro:env/client' : null),
  /** @param {string} id */
  load: (id) =>
    id === '\0astro:env/client'
      ? siteEnvNames.map((n) => `export const ${n} = ${JSON.stringify(process.env[n] || undefined)};`).join('\n')
      : null,
};

async function loadContentCheck() {
  const { module } = await runnerImport('/src/lib/content-check.ts', {
    configFile: false,
    logLevel: 'silent',
    plugins: [envClient],
    resolve: { alias: { '@': src, 'astro:content': `${src}/lib/astro-content.ts` } },
  });
  return /** @type {ContentCheck} */ (module);
}

export default function contentCheck() {
  return {
    name: 'pm-content-check',
    hooks: {
      /** @param {{ command: string }} options */
      'astro:config:setup': async ({ command }) => {
        if (command !== 'build') return;
        const { checkContent, formatProblems } = await loadContentCheck();
        const problems = checkContent();
        if (problems.length) {
          const error = new Error(formatProblems(problems));
          error.stack = error.message;
          throw error;
        }
      },
    },
  };
}
