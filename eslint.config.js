import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint (run by `npm test` through `npm run lint`): JavaScript's and typescript-eslint's
 * recommended rules everywhere, and the React hooks rules on the browser code: hooks called
 * unconditionally and in the same order, and effect dependencies complete. The plugin's React
 * Compiler rules are not switched on: the project does not use the compiler, and the patterns
 * they refuse are deliberate here (reading the token after hydration, latest-value refs).
 * Import direction is checked by dependency-cruiser (.dependency-cruiser.cjs), not here.
 */
export default defineConfig(
  { ignores: ['dist/', '.dev/', '.test-dist/', '*.building-*/', '.build/', 'bench-results/', 'data/', 'schemas/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An unused argument is often part of a signature (Fastify handlers, callbacks); `_` marks it.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The browser code (tests name their vitest fixtures useSite() and the like, which are not React hooks).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests break JSON on purpose (any), and match exact output, control characters and runs of spaces included.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-control-regex': 'off', 'no-regex-spaces': 'off' },
  },
);
