import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import yamlData from './scripts/yaml-data.mjs';

export default defineConfig({
  plugins: [yamlData(), react()],
  // The build's analytics constant (astro.config.mjs): off in unit tests; tests pass their own settings.
  define: { __PM_ANALYTICS__: 'null' },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The schemas import `reference` from astro:content; tests get a stand-in (src/lib/astro-content.ts).
      'astro:content': fileURLToPath(new URL('./src/lib/astro-content.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    // The menu tests drive real timers through user-event; on a busy machine they need more than 5 s.
    testTimeout: 15_000,
  },
});
