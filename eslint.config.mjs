import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports that leave a layer's boundary (docs/architecture, "Dependencies point one way"). */
const restricted = (...patterns) => ['error', { patterns }];
const outOf = (layer, group, message) => ({ group, message: `${layer}: ${message}` });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'scratch/**', 'web/src/gql/**', 'db/seeds/media/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { project: './tsconfig.check.json', tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.check.json' })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Runtime import cycles; api/src/import-cycles.test.ts also counts `import type`.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // core/ is pure shared rules: it imports nothing of ours (only its own files and packages).
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        outOf(
          'core/',
          ['@sacred/api', '@sacred/api/*', '@sacred/db', '@sacred/db/*', '@sacred/web', '@sacred/web/*'],
          'imports nothing of ours',
        ),
        outOf('core/', ['../../*'], 'imports nothing outside core/'),
      ),
    },
  },
  {
    // The web app talks to the API over HTTP only; it never imports the server or the database.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': restricted(
        outOf('web/', ['@sacred/api', '@sacred/api/*', '@sacred/db', '@sacred/db/*'], 'never imports api/ or db/'),
        outOf('web/', ['**/api/src/**', '**/db/src/**', '**/db/seeds/**'], 'never imports api/ or db/'),
      ),
    },
  },
  {
    // The platform knows no domain: the composition root (services.ts, routes.ts, resolvers.ts, app.ts)
    // hands it the app. Its tests exercise the whole app and may import the root.
    files: ['api/src/platform/*.ts'],
    ignores: ['api/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted(
        outOf('api/src/platform/', ['../*', '!../platform'], 'imports no domain and not the composition root'),
      ),
    },
  },
  {
    // The same for the platform's rooms (http, rest, graphql, limits, infra), one folder deeper.
    files: ['api/src/platform/*/**/*.ts'],
    ignores: ['api/src/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted(
        outOf('api/src/platform/', ['../../*', '!../../platform'], 'imports no domain and not the composition root'),
      ),
    },
  },
  {
    // Rewards are earned by many domains and read by profiles: they import no other domain.
    files: ['api/src/rewards/**/*.ts'],
    ignores: ['api/src/rewards/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restricted(
        outOf('api/src/rewards/', ['../*', '!../platform', '!../rewards'], 'imports no other domain'),
      ),
    },
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's render-purity rules report 18 places (refs written or read during render,
      // setState called in an effect), mostly in the map and photo components: warnings until those
      // components are reworked with the web kit, errors after.
      'react-hooks/refs': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
