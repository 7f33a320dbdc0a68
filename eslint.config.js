import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '*.partial', 'node_modules', 'coverage', 'bench/results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    // `const { body, ...rest } = update` leaves `body` out on purpose.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The public pages get the owner's content as data (src/content-model/index.ts),
    // never the parsers that made it: YAML, Markdown and the schemas' checks
    // run at build time only (docs/decisions.md, "Content as data files").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/content-model/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['yaml', 'markdown-it', 'gray-matter', 'zod'].map((name) => ({
            name,
            message: 'Parsers and checks run at build time only; the pages read src/content-model.',
          })),
          patterns: [
            {
              group: [
                '**/content-model/schema',
                '**/content-model/load*',
                '**/content-model/markdown*',
              ],
              allowTypeImports: true,
              message:
                'Import the content from src/content-model (index.ts); only types from its schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // Sections are independent: a section importing another would tangle the
    // page order that the route files own (DESIGN.md, "Layout of the code").
    files: ['src/components/sections/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../sections/*'], message: 'Sections never import each other.' },
          ],
        },
      ],
    },
  },
);
