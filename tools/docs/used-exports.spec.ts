import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { entryPointsOf, exportedNames, workspaceRoot } from './exported-names';

/** Folders whose files are built, generated or installed, never written by us. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'out-tsc',
  'test-output',
  'storybook-static',
  'playwright-report',
  'coverage',
  'files',
]);

/** A test, a story, or code that only tests run: none of them earns a lib an export. */
export function isTestOrStory(path: string): boolean {
  return (
    /\.(spec|test|stories)\.[cm]?[jt]sx?$/.test(path) ||
    /(^|\/)(testing|__fixtures__|fixtures|e2e)\//.test(path) ||
    /(^|\/)[\w-]*test-setup\.[jt]sx?$/.test(path) ||
    path.startsWith('apps/mobile-web-e2e/')
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(workspaceRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project a workspace file belongs to: `libs/games`, `apps/mobile-web`, `tools`. */
function projectOf(path: string): string {
  const [top, name] = path.split('/');
  return top === 'tools' ? 'tools' : `${top}/${name}`;
}

/**
 * The names a file takes from our packages, by specifier (`@mweb/games`, `@mweb/api-client/testing`):
 * named imports and re-exports, type-only ones too. A namespace import takes every name.
 */
export function importedNames(path: string, text: string): Map<string, Set<string> | 'all'> {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const names = new Map<string, Set<string> | 'all'>();
  const take = (specifier: string, taken: string[] | 'all') => {
    const known = names.get(specifier);
    if (known === 'all') return;
    if (taken === 'all') names.set(specifier, 'all');
    else names.set(specifier, new Set([...(known ?? []), ...taken]));
  };
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (!specifier?.startsWith('@mweb/')) continue;
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) take(specifier, 'all');
      else if (bindings)
        take(
          specifier,
          bindings.elements.map((item) => (item.propertyName ?? item.name).text),
        );
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause))
        take(
          specifier,
          clause.elements.map((item) => (item.propertyName ?? item.name).text),
        );
      else take(specifier, 'all');
    }
  }
  // `import('@mweb/api-contract/cipher')`: the whole module, loaded when it is needed.
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text.startsWith('@mweb/')
    ) {
      take(node.arguments[0].text, 'all');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Each published lib's entries, by the specifier other projects import them with. */
function publishedEntries() {
  const libs = readdirSync(join(workspaceRoot, 'libs'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  return libs.flatMap((lib) => {
    const root = join(workspaceRoot, 'libs', lib.name);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name: string;
    };
    return entryPointsOf(root).map(({ subpath, file }) => ({
      project: `libs/${lib.name}`,
      specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      file,
      // An entry made for other projects' tests (`./testing`, `./fixtures`) is used by tests.
      forTests: isTestOrStory(relative(workspaceRoot, file)),
    }));
  });
}

describe('a lib export', () => {
  const files = ['apps', 'libs', 'tools'].flatMap(sourceFiles);
  const imports = files.map((path) => ({
    path,
    project: projectOf(path),
    isTest: isTestOrStory(path),
    names: importedNames(path, readFileSync(join(workspaceRoot, path), 'utf8')),
  }));

  it.each(publishedEntries())(
    '$specifier exports only what another project uses (tests and stories aside)',
    ({ project, specifier, file, forTests }) => {
      const used = new Set<string>();
      for (const file of imports) {
        if (file.project === project || (file.isTest && !forTests)) continue;
        const taken = file.names.get(specifier);
        if (taken === 'all') return;
        for (const name of taken ?? []) used.add(name);
      }
      const unused = [...new Set(exportedNames(file))].filter((name) => !used.has(name)).sort();
      expect(
        unused.join(', '),
        `${specifier} exports these, and no other project's code uses them: unexport them`,
      ).toBe('');
    },
  );
});

describe('reading imports', () => {
  it('takes named, aliased, type-only and re-exported names by specifier', () => {
    const names = importedNames(
      'a.ts',
      [
        "import { a, b as c } from '@mweb/games';",
        "import type { T } from '@mweb/games';",
        "export { d } from '@mweb/api-client/testing';",
        "import * as everything from '@mweb/ui-kit';",
        "import { ignored } from 'react';",
        "const cipher = () => import('@mweb/api-contract/cipher');",
      ].join('\n'),
    );
    expect([...(names.get('@mweb/games') as Set<string>)].sort()).toEqual(['T', 'a', 'b']);
    expect([...(names.get('@mweb/api-client/testing') as Set<string>)]).toEqual(['d']);
    expect(names.get('@mweb/ui-kit')).toBe('all');
    expect(names.has('react')).toBe(false);
    expect(names.get('@mweb/api-contract/cipher')).toBe('all');
  });

  it('counts tests, stories and test-only code as tests', () => {
    expect(isTestOrStory('libs/games/src/lib/game-tile/game-tile.stories.tsx')).toBe(true);
    expect(isTestOrStory('libs/api-client/src/testing/render.tsx')).toBe(true);
    expect(isTestOrStory('apps/mobile-web-e2e/src/chromium.ts')).toBe(true);
    expect(isTestOrStory('libs/games/src/lib/game-tile/game-tile.tsx')).toBe(false);
  });
});
