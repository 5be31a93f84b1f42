import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * JavaScript and TypeScript recommended rules, React's hooks rules and jsx-a11y's accessibility rules for the
 * components. (.astro files are thin shells checked by the build; Prettier formats them.)
 */
export default defineConfig([
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  globalIgnores([
    '.astro/**',
    'out/**',
    'out-analytics/**',
    'out-cloudflare/**',
    'public/pagefind/**',
    'test-results/**',
    'playwright-report/**',
    'screens/**',
    '.wrangler/**',
  ]),
]);
