// One lint for the whole workspace, with the boundary rules of STYLE.md:
// the web app never imports the API; web features and API modules are imported only through
// their index.ts, and shared code never imports them (scripts/eslint-boundaries.mjs).
// Import cycles are found by scripts/check-cycles.mjs (part of npm run lint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through apps/api/src/env.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@binamart/api', '@binamart/api/*'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-face': 'error', 'boundaries/query-keys': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/module-face': 'error' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fastify', 'drizzle-orm', 'react'], message: 'packages/shared stays pure: no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/env.ts',
      'apps/api/test/**',
      'scripts/**',
      'playwright.config.ts',
      'tests/e2e/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
