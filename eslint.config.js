import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's areas (web/features/<area>/): each stands alone (docs/ARCHITECTURE.md). */
const webFeatures = readdirSync(new URL('./web/features/', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'server/db/migrations',
      'e2e/artifacts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every text a person sees comes from the catalogues (decision 0008). JSX text here; the
    // attributes read out or shown are checked by no-restricted-syntax below.
    files: ['web/**/*.tsx'],
    ignores: ['web/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  // A feature imports no other feature: what two areas share lives in web/lib or web/components.
  ...webFeatures.map((feature) => ({
    files: [`web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}/**`, `../../${other}/**`]),
              message:
                'A feature imports no other feature: move what they share to web/lib or web/components.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
  {
    // One writer per table: accounts (users, and better-auth's credential rows) are written by
    // the accounts module only; other modules call it (server/modules/accounts/accounts.service.ts).
    files: ['server/**/*.ts'],
    ignores: ['server/modules/accounts/**', '**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(users|accounts)$/]',
          message:
            'Accounts are written by the accounts module only: call its functions (accounts.service.ts).',
        },
      ],
    },
  },
  {
    // Logical properties only, so the Arabic layout mirrors (docs/product/design.md §8: Arabic right to left).
    files: ['web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/(^|\\s)-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|text-left|text-right)-/]',
          message: 'Use logical Tailwind utilities (ms-, me-, ps-, pe-, start-, end-, text-start).',
        },
        {
          // Attributes people read or hear come from the catalogues too.
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label)$/] > Literal[value=/\\p{L}/u]',
          message: 'User-facing attribute text must come from the i18n catalogues (t()).',
        },
      ],
    },
  },
);
