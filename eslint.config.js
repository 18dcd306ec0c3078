import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (ADR 0007): `app/` composes the screens from `features/`, and the
 * features stand on `components/`, `lib/` and `i18n/`. A feature never reaches into another
 * feature, and the shared layers never import a feature or the app.
 */
const featureBoundaries = features.map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message: 'A feature does not import another feature: compose them in app/routes.',
}));
const sharedBoundary = {
  target: [`${web}/components`, `${web}/lib`, `${web}/i18n`],
  from: [`${web}/features`, `${web}/app`],
  message: 'Shared code does not import features or the app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      // Deliberately wrong files that prove the import rules (test/lint.test.ts).
      'test/lint-fixtures/**',
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
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'apps/web/e2e/tsconfig.json',
          ],
        },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: [...featureBoundaries, sharedBoundary] }],
    },
  },
  {
    // A shared component's test may render it inside the app's providers.
    files: ['**/__tests__/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: featureBoundaries }] },
  },
);
