// Lint rules for the site's TypeScript and React code (content is checked by scripts/check-content.ts instead).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'reports/',
    ],
  },
  js.configs.recommended,
  // Type-aware rules (floating promises, unsafe any, misused promises…) over everything tsconfig.json covers.
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  // Rspack loaders and this file are plain JavaScript run by Node, outside the TypeScript project.
  { files: ['**/*.cjs', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Loaders are CommonJS because Rspack requires them by path; they share helpers with require().
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // node:test runs the promise `test()` returns itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['test', 'describe'], package: 'node:test' }] },
      ],
    },
  },
  // Test doubles stand in for async APIs without awaiting anything.
  { files: ['**/__tests__/**', 'tests/**'], rules: { '@typescript-eslint/require-await': 'off' } },
);
