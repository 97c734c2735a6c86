import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN §2): web never imports server; shared imports neither.
const serverImports = {
  group: ['**/server/**', '**/src/server/*'],
  message: 'src/web ne doit jamais importer src/server.',
};
const webImports = {
  group: ['~/*', '**/web/**', '**/src/web/*'],
  message: 'src/shared ne doit importer ni web ni server.',
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      '.tmp/**',
      '.react-router/**',
      'public/generated/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webImports, serverImports] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/*', '**/web/**'], message: 'src/server ne doit pas importer src/web.' },
          ],
        },
      ],
    },
  },
);
