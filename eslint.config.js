import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { serverZones } from './scripts/eslint/server-zones.js';
import { sqlInStore } from './scripts/eslint/sql-in-store.js';
import { noCrossTopLevel } from './scripts/eslint/top-level-boundaries.js';

/**
 * Layering (style-anchors §4): routes → features → entities → (api, streams, components, lib,
 * config). Features never import each other and entities never import features
 * (scripts/eslint/feature-boundaries.js); components never fetch; lib is pure. The explorer and
 * the server meet only at the contract (`#contract/…`), which imports nothing but zod.
 */
const restrict = (patterns) => ['error', { patterns }];
const noServer = {
  group: ['**/server/**', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'],
  message: 'The explorer never imports the server; shapes come from #contract.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      local: {
        rules: {
          'no-cross-top-level': noCrossTopLevel,
          'server-zones': serverZones,
          'sql-in-store': sqlInStore,
          'feature-boundaries': featureBoundaries,
        },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/no-cross-top-level': 'error',
      // Only files under server/src/ have a zone; the rule ignores every other file.
      'local/server-zones': 'error',
      // Only files under server/src/ outside store/; the rule ignores every other file.
      'local/sql-in-store': 'error',
      'local/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' },
        { selector: 'CallExpression[callee.property.name="skip"]', message: 'No skipped tests.' },
      ],
    },
  },
  {
    // A file a reader can hold in mind: split by what it holds before it grows past this.
    files: ['{src,server,contract,e2e,bench,scripts}/**/*.{ts,tsx,mts,mjs,js}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // We do not use the React Compiler; TanStack Table's hook is fine without it.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': restrict([noServer]),
      'no-restricted-properties': [
        'error',
        { property: 'dangerouslySetInnerHTML', message: 'Chain data is never rendered as HTML.' },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        noServer,
        {
          group: ['**/features/**', '**/routes/**'],
          message: 'components/ never depend on features or routes.',
        },
        {
          group: ['@tanstack/react-query'],
          message: 'components/ never fetch: pass data in as props.',
        },
      ]),
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        noServer,
        {
          group: [
            'react',
            'react-*',
            '@tanstack/*',
            '**/api/**',
            '**/features/**',
            '**/components/**',
          ],
          message: 'lib/ is pure: no React, no I/O.',
        },
      ]),
    },
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        noServer,
        { group: ['**/routes/**'], message: 'features/ never import routes.' },
      ]),
    },
  },
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'The contract imports only zod and its own modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait on a condition (expect.poll, a locator, afterNextPaint), never on time.',
        },
      ],
    },
  },
);
