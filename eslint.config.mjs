// Lint rules for the site's TypeScript and React code (content is checked by scripts/check-content.ts instead).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['build/', 'build-algolia/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Rspack loaders are plain CommonJS run by Node.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
