import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN §2): web never imports server; shared imports neither; features do not
// import each other, and what sits below them (components, lib) does not import features.
const serverImports = {
  group: ['**/server/**', '**/src/server/*'],
  message: 'src/web ne doit jamais importer src/server.',
};
const webImports = {
  group: ['~/*', '**/web/**', '**/src/web/*'],
  message: 'src/shared ne doit importer ni web ni server.',
};
// zod's French messages are set in src/shared/schemas/zod.ts: taking z from there is what makes
// them French in the browser too. The form resolver (ADR 0110) only runs schemas built with that z.
const zodImports = {
  group: ['zod', 'zod/*', '!@hookform/resolvers/zod'],
  message: 'Importez z depuis @shared/schemas/zod.ts (messages de zod en français).',
};
const SHARE_DOWN =
  'Une feature n’importe pas une autre (DESIGN §2) : déplacez ce qu’elles partagent vers src/web/components, src/web/lib ou src/shared, ou composez-les dans une route.';
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const belowFeatures = {
  regex: '^(~|(\\.\\./)+)/?features/',
  message: 'src/web/components et src/web/lib sont sous les features : ils ne les importent pas.',
};

/** A config block that forbids, in `files`, the imports matching `patterns` (one list per block: a later block replaces the rule). */
function restrictImports(files, ...patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** A feature's files may import their own feature and anything below features, not another feature. */
function featureBoundary(name) {
  const otherFeature = { regex: `^~/features/(?!${name}(/|$))`, message: SHARE_DOWN };
  return [
    restrictImports(
      [`src/web/features/${name}/**/*.{ts,tsx}`],
      serverImports,
      zodImports,
      otherFeature,
    ),
    // From a feature's top level, `../` can only lead out of the feature.
    restrictImports(
      [`src/web/features/${name}/*.{ts,tsx}`],
      serverImports,
      zodImports,
      otherFeature,
      {
        regex: '^\\.\\./',
        message: SHARE_DOWN,
      },
    ),
  ];
}

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
      // French text carries narrow no-break spaces (U+202F) before : ; ! ? and around « »
      // (ADR 0116): allowed in strings, templates and JSX text, still refused in code.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [serverImports, zodImports] }],
    },
  },
  restrictImports(['src/web/components/**/*.{ts,tsx}'], serverImports, zodImports, belowFeatures),
  // lib/ sits under components/ too: stores and helpers never reach up into the interface.
  restrictImports(['src/web/lib/**/*.{ts,tsx}'], serverImports, zodImports, belowFeatures, {
    regex: '^(~|(\\.\\./)+)/?components/',
    message: 'src/web/lib est sous src/web/components : il ne les importe pas.',
  }),
  ...FEATURES.flatMap(featureBoundary),
  restrictImports(['src/shared/**/*.ts'], webImports, serverImports, zodImports),
  // The one place that imports zod itself and sets its French messages.
  restrictImports(
    ['src/shared/schemas/zod.ts', 'src/shared/schemas/french-errors.ts'],
    webImports,
    serverImports,
  ),
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
