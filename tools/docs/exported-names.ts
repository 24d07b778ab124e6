// What a lib's published entries export, read from their syntax: the README test and the
// used-exports test both ask it, so they agree on what a lib's public API is.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const workspaceRoot = join(import.meta.dirname, '../..');
export const SOURCE_CONDITION = '@mweb/source';

interface Manifest {
  exports?: Record<string, string | Record<string, string>>;
}

/** A published entry of a lib: its subpath in `exports` (`.`, `./testing`) and its source file. */
export interface EntryPoint {
  subpath: string;
  file: string;
}

/** Every published entry of a lib that has a TypeScript source: `src/index.ts` and subpaths such as `./testing`. */
export function entryPointsOf(libRoot: string): EntryPoint[] {
  const manifest = JSON.parse(readFileSync(join(libRoot, 'package.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target[SOURCE_CONDITION] : undefined;
    return source && /\.tsx?$/.test(source) ? [{ subpath, file: join(libRoot, source) }] : [];
  });
  return entries.length > 0 ? entries : [{ subpath: '.', file: join(libRoot, 'src/index.ts') }];
}

/** The source files of a lib's published entries. */
export function entriesOf(libRoot: string): string[] {
  return entryPointsOf(libRoot).map(({ file }) => file);
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
export function exportedNames(file: string): string[] {
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
