import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nx from '@nx/eslint-plugin';
import { defineConfig } from 'eslint/config';
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
    // Build and test configs are tooling: they may reach tools/build by path. Product code may not.
    ignores: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          banTransitiveDependencies: true,
          depConstraints,
        },
      ],
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
  ...featureFolders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: featureRestrictions,
  })),
  ...uiFolders.map((folder) => ({ files: [`${folder}/**/*.{ts,tsx}`], rules: uiKitRestrictions })),
]);
