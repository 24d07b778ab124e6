import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entriesOf, exportedNames, workspaceRoot } from './exported-names';

const libsDir = join(workspaceRoot, 'libs');

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
