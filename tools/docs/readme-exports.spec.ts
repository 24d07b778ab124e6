import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const libsDir = join(workspaceRoot, 'libs');
const SOURCE_CONDITION = '@mweb/source';

interface Manifest {
  exports?: Record<string, string | Record<string, string>>;
}

/** Every published entry of a lib that has a TypeScript source: `src/index.ts` and subpaths such as `./testing`. */
function entriesOf(libRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(libRoot, 'package.json'), 'utf8')) as Manifest;
  const sources = Object.values(manifest.exports ?? {}).flatMap((target) =>
    typeof target === 'object' && target[SOURCE_CONDITION]?.endsWith('.ts')
      ? [join(libRoot, target[SOURCE_CONDITION])]
      : [],
  );
  return sources.length > 0 ? sources : [join(libRoot, 'src/index.ts')];
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && !path.endsWith('/'),
  );
  if (!candidate || !/\.tsx?$/.test(candidate)) {
    throw new Error(`cannot resolve ${specifier} from ${relative(workspaceRoot, from)}`);
  }
  return candidate;
}

/**
 * The names a module exports, read from its syntax: explicit `export { A, B as C }` and
 * `export type { D }` lines, `export * as ns`, exported declarations (destructured ones too), and
 * the named exports of a relative `export * from` target, followed recursively.
 */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return source.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) return clause.elements.map((item) => item.name.text);
      if (clause && ts.isNamespaceExport(clause)) return [clause.name.text];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) {
        throw new Error(
          `${relative(workspaceRoot, file)}: \`${statement.getText(source)}\` re-exports a package wholesale; name its exports on explicit lines`,
        );
      }
      return exportedNames(resolveRelative(file, specifier.text)).filter(
        (name) => name !== 'default',
      );
    }
    if (!hasExportModifier(statement)) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        bindingNames(declaration.name),
      );
    }
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    ) {
      return [statement.name.text];
    }
    return [];
  });
}

/** Every identifier a Markdown text writes as code (`name`, `name(args)`, `ns.member`...). */
function namesInCode(markdown: string): Set<string> {
  const code = [...markdown.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span ?? '');
  return new Set(code.flatMap((span) => span.match(/[A-Za-z_$][\w$]*/g) ?? []));
}

const libs = readdirSync(libsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(libsDir, entry.name, 'package.json')))
  .map((entry) => entry.name);

describe('a lib README', () => {
  it.each(libs)('%s names every export of its public entries', (lib) => {
    const root = join(libsDir, lib);
    const named = namesInCode(readFileSync(join(root, 'README.md'), 'utf8'));
    const missing = entriesOf(root).flatMap((entry) =>
      [...new Set(exportedNames(entry))]
        .filter((name) => !named.has(name))
        .map((name) => `${name} (${relative(root, entry)})`),
    );
    expect(missing.join(', '), `libs/${lib}/README.md does not name these exports`).toBe('');
  });
});

describe('reading exports', () => {
  const fixtures = join(import.meta.dirname, '__fixtures__/exports');

  it('reads explicit lines, aliases, type lines, namespaces and destructured declarations', () => {
    expect(exportedNames(join(fixtures, 'index.ts')).sort()).toEqual(
      [
        'Alias',
        'Declared',
        'Kind',
        'Shape',
        'declared',
        'fromStar',
        'nested',
        'ns',
        'plain',
        'useFirstQuery',
        'useSecondMutation',
      ].sort(),
    );
  });

  it('refuses a wholesale re-export of a package, which no README can keep up with', () => {
    expect(() => exportedNames(join(fixtures, 'package-star.ts'))).toThrow(
      /re-exports a package wholesale; name its exports on explicit lines/,
    );
  });

  it('takes a name written in code, never one in prose', () => {
    const named = namesInCode('- `callById(id)` and `games.gameList`: plain words like useless');
    expect([...named]).toEqual(expect.arrayContaining(['callById', 'id', 'games', 'gameList']));
    expect(named.has('useless')).toBe(false);
  });
});
