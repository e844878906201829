import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The folders of server/modules: one business area each. */
const serverModules = readdirSync(new URL('./server/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // Module boundaries: a module of server/modules imports another only through its public
    // entry, that module's index.ts; the rest of each folder is its own (decision 0024).
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverModules.flatMap((module) => [
                `../${module}/*`,
                `!../${module}/index.ts`,
              ]),
              message: 'Import another module through its index.ts, its public entry.',
            },
          ],
        },
      ],
    },
  },
  // One writer per table: a table's rows are written by the module that owns it; other modules
  // call its functions. Accounts (users, and better-auth's credential rows) belong to
  // server/modules/accounts (accounts.service.ts); a quote's rows and status to
  // server/modules/quotes (quote-status.ts is the one writer of the status). Both the query
  // builder (`tx.update(quotes)`) and raw SQL (`sql\`update quotes …\``) are checked.
  ...tableWriterRules({
    accounts: ['users', 'accounts'],
    quotes: ['quotes'],
  }),
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

/**
 * ESLint configs that refuse writes to a table outside the module owning it: one config per
 * owning module (it may write its own tables), and one for the rest of the server.
 * @param {Record<string, string[]>} owners module folder name → the tables it owns
 */
function tableWriterRules(owners) {
  const restriction = (module, tables) => {
    const names = tables.join('|');
    const message = `The ${tables.join(', ')} table${tables.length > 1 ? 's are' : ' is'} written by server/modules/${module} only: call its functions.`;
    return [
      {
        selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(${names})$/]`,
        message,
      },
      {
        selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+"?(${names})"?\\b/i]`,
        message,
      },
    ];
  };
  const others = (except) =>
    Object.entries(owners)
      .filter(([module]) => module !== except)
      .flatMap(([module, tables]) => restriction(module, tables));
  const ignores = ['**/*.test.ts', 'server/test/**'];
  return [
    {
      files: ['server/**/*.ts'],
      ignores: [...ignores, ...Object.keys(owners).map((module) => `server/modules/${module}/**`)],
      rules: { 'no-restricted-syntax': ['error', ...others(null)] },
    },
    ...Object.keys(owners).map((module) => ({
      files: [`server/modules/${module}/**/*.ts`],
      ignores,
      rules: { 'no-restricted-syntax': ['error', ...others(module)] },
    })),
  ];
}
