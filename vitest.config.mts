import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

import { siteEnvNames } from './src/lib/settings-env.mjs';

/**
 * astro:env/client for unit tests: each SITE_* variable read from the environment when the module is evaluated
 * (a test sets one with vi.stubEnv, then imports the module again after vi.resetModules).
 */
const astroEnvClient: Plugin = {
  name: 'pm-astro-env-client',
  resolveId: (id) => (id === 'astro:env/client' ? '\0astro:env/client' : null),
  load: (id) =>
    id === '\0astro:env/client'
      ? siteEnvNames.map((k) => `export const ${k} = process.env.${k}?.trim() || undefined;`).join('\n')
      : null,
};

export default defineConfig({
  plugins: [astroEnvClient, react()],
  // The build's analytics switch (astro.config.mjs): off in unit tests; tests pass their own settings.
  define: { __PM_ANALYTICS__: 'false' },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The site reads its content through astro:content; tests get the same collections from the files
      // (tests/lib/astro-content.ts).
      'astro:content': fileURLToPath(new URL('./tests/lib/astro-content.ts', import.meta.url)),
    },
  },
  test: {
    // Node by default; a test file that needs a DOM says so on its first line (// @vitest-environment jsdom).
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    // The menu tests drive real timers through user-event; on a busy machine they need more than 5 s.
    testTimeout: 15_000,
  },
});
