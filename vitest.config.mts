import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The build's analytics constant (astro.config.mjs): off in unit tests; tests pass their own settings.
  define: { __PM_ANALYTICS__: 'null' },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The site reads its content through astro:content; tests get the same collections from the files
      // (tests/lib/astro-content.ts).
      'astro:content': fileURLToPath(new URL('./tests/lib/astro-content.ts', import.meta.url)),
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
