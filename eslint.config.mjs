import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nx from '@nx/eslint-plugin';
import { defineConfig } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom (docs/architecture/layers.md). Every project carries exactly one `type:*`
 * tag; there is deliberately no `*` constraint, so an untagged project can import nothing.
 */
export const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:ui-connected',
      'type:data-access',
      'type:ui',
      'type:contract',
      'type:util',
    ],
  },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui-connected', 'type:ui', 'type:util'],
  },
  // What every feature shows the same way, in one set of words (docs/adr/0004-shared-states-in-a-connected-ui-lib.md): the kit's
  // visuals with the translations and api-client's state filled in. Never a feature.
  {
    sourceTag: 'type:ui-connected',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

const presentational = 'ui-kit is presentational: pass data and copy in as props.';

/** Another lib is imported by its package name only: never its `src/`, never a path inside it. */
const deepImportPattern = {
  group: ['@mweb/*/src', '@mweb/*/src/**', '@mweb/*/dist/**'],
  message: "Import a lib by its package name; what its index doesn't export is private.",
};

/**
 * One `no-restricted-imports` setting per folder: a later flat-config entry replaces an earlier
 * one's options, so every entry carries the workspace-wide deep-import ban as well.
 */
function restrictedImports({ paths = [], patterns = [] } = {}) {
  return {
    'no-restricted-imports': ['error', { paths, patterns: [deepImportPattern, ...patterns] }],
  };
}

/** ui-kit imports no store, router or translation runtime: every visible string is a prop. */
const uiKitRestrictions = restrictedImports({
  paths: [
    'react-redux',
    '@reduxjs/toolkit',
    'react-router',
    'react-router-dom',
    'i18next',
    'react-i18next',
  ].map((name) => ({ name, message: presentational })),
  patterns: [
    {
      group: ['@reduxjs/toolkit/*', 'react-router/*', 'react-router-dom/*', 'react-redux/*'],
      message: presentational,
    },
  ],
});

/** Features read and write the store through api-client's typed hooks, never the raw ones. */
const featureRestrictions = restrictedImports({
  paths: [
    {
      name: 'react-redux',
      importNames: ['useSelector', 'useDispatch', 'useStore'],
      message: 'Use the typed useAppSelector / useAppDispatch from @mweb/api-client.',
    },
  ],
});

/**
 * Features reach the gateway through api-client's endpoints only (docs/adr/0001-one-api-slice.md):
 * its base query adds the headers, unwraps the envelope, encrypts and types the errors, and its
 * cache is the one every screen shares. A `fetch` of their own would bypass all of it.
 */
const networkMessage =
  'Call the gateway through an @mweb/api-client endpoint (its hooks), not the network directly.';
const featureNetworkRestrictions = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: networkMessage },
    { name: 'XMLHttpRequest', message: networkMessage },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'fetch',
      message: networkMessage,
    })),
  ],
};

/** The folders of the libs tagged `tag`, read from their manifests so a generated lib is covered at once. */
function libFoldersTagged(tag) {
  const libsRoot = join(import.meta.dirname, 'libs');
  return readdirSync(libsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => {
      try {
        const manifest = JSON.parse(
          readFileSync(join(libsRoot, entry.name, 'package.json'), 'utf8'),
        );
        return manifest.nx?.tags?.includes(tag) ?? false;
      } catch {
        return false;
      }
    })
    .map((entry) => `libs/${entry.name}`);
}

const featureFolders = libFoldersTagged('type:feature');
// The connected ui reads the store as features do: through api-client's typed hooks.
const connectedUiFolders = libFoldersTagged('type:ui-connected');
const uiFolders = libFoldersTagged('type:ui');

export default defineConfig([
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/node_modules',
      '**/storybook-static',
      '**/test-output',
      '**/playwright-report',
      '**/test-results',
      '**/coverage',
      '**/data',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      'tools/generators/*/files/**',
      // Generated by `msw init`, replaced on every MSW upgrade.
      '**/mockServiceWorker.js',
      // Deliberately forbidden imports, linted one by one by tools/lint/module-boundaries.spec.ts.
      'tools/lint/__fixtures__/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...react.configs.flat.recommended,
    settings: { react: { version: '19.3' } },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    // Build, test and Storybook configs are tooling: they may reach tools/ by path. Product code
    // may not.
    ignores: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/playwright.config.ts',
      '**/.storybook/**',
    ],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: true,
          // api-client imports the contract's cipher entry lazily (crypto-js out of the first
          // load) and its zod-free entry statically: two entries of one lib, on purpose.
          checkDynamicDependenciesExceptions: ['@mweb/api-contract'],
          depConstraints,
        },
      ],
    },
  },
  {
    // No import cycle inside a project (between projects the boundaries rule already forbids
    // them). Workspace packages resolve through their node_modules links without following them,
    // so they count as external: the check stays inside the project and lint stays quick.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import/resolver': {
        node: {
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
        },
      },
    },
    rules: {
      // Without `disableScc` the rule first maps every module reachable from each file, packages
      // in node_modules included (`ignoreExternal` only trims the search after it): 65 % of a
      // lib's lint time, 106 s of lottery's 163 s; 1.6 s without it.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/e2e/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      ...restrictedImports(),
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx'],
    rules: { 'no-restricted-exports': 'off' },
  },
  {
    // One way out of the app: every URL is judged by the URL policy (`useLeaveApp` in api-client's
    // leaving/), whose `browserOpeners` alone open windows and navigate away.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['libs/api-client/src/lib/leaving/use-leave-app.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.name=/^(window|globalThis|self)$/][property.name='open']",
          "MemberExpression[property.name=/^(assign|replace)$/][object.name='location']",
          "MemberExpression[property.name=/^(assign|replace)$/][object.property.name='location']",
          "AssignmentExpression > MemberExpression.left[property.name='href'][object.name='location']",
          "AssignmentExpression > MemberExpression.left[property.name='href'][object.property.name='location']",
          "AssignmentExpression > MemberExpression.left[property.name='location']",
          "AssignmentExpression > Identifier.left[name='location']",
        ].map((selector) => ({
          selector,
          message:
            'Open or follow a server URL with useLeaveApp() from @mweb/api-client: it applies the URL policy.',
        })),
      ],
    },
  },
  ...[...featureFolders, ...connectedUiFolders].map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: { ...featureRestrictions, ...featureNetworkRestrictions },
  })),
  ...uiFolders.map((folder) => ({ files: [`${folder}/**/*.{ts,tsx}`], rules: uiKitRestrictions })),
  {
    // The browser's bundle takes values from the contract's zod-free entry only (zod is about
    // 30 kB gzip); types come from the main entry. A money schema loads lazily on purpose.
    files: ['libs/api-client/src/**/*.{ts,tsx}', 'apps/mobile-web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.spec.{ts,tsx}',
      '**/*.stories.tsx',
      'libs/api-client/src/testing/**',
      'libs/api-client/src/contract/**',
      'libs/api-client/src/lib/money/money-schemas.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mweb/api-contract',
              allowTypeImports: true,
              message:
                "Import values from '@mweb/api-contract/client' (no zod) or, lazily, '@mweb/api-contract/cipher'.",
            },
          ],
        },
      ],
    },
  },
]);
