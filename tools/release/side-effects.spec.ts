import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const libsDir = join(workspaceRoot, 'libs');

/** What the lib's build ships: specs, stories, fixtures and test set-up stay out of it. */
const NOT_SHIPPED = /(\.spec\.|\.stories\.|__fixtures__|test-setup\.ts$)/;
const CSS_IMPORT = /(?:^|\n)\s*import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+\.css)['"]/g;

interface Manifest {
  name: string;
  sideEffects?: boolean | string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !NOT_SHIPPED.test(path));
}

/** The CSS a lib's shipped code imports, as `file: specifier`. */
function cssImportsOf(libRoot: string): string[] {
  return sourceFiles(join(libRoot, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CSS_IMPORT)].map(
      ([, specifier]) => `${relative(libRoot, file)}: ${specifier}`,
    ),
  );
}

/**
 * A consumer's bundler drops every file of a `sideEffects: false` package whose exports it does
 * not use; the CSS files the library build imports (vite-plugin-lib-inject-css) export nothing, so
 * the package has to name them as side effects or its styles silently vanish.
 */
function sideEffectsProblem(manifest: Manifest, cssImports: string[]): string | undefined {
  const { sideEffects } = manifest;
  if (sideEffects === undefined) {
    return `${manifest.name} has no "sideEffects": say false, or list the files that have them`;
  }
  if (cssImports.length === 0) return undefined;
  if (sideEffects === true) return undefined;
  if (sideEffects === false || !sideEffects.includes('**/*.css')) {
    return `${manifest.name} imports CSS (${cssImports.join(', ')}) but its "sideEffects" does not list "**/*.css"`;
  }
  return undefined;
}

const libs = readdirSync(libsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('side effects a published lib declares', () => {
  it.each(libs)('%s keeps the CSS its build imports', (lib) => {
    const root = join(libsDir, lib);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
    expect(sideEffectsProblem(manifest, cssImportsOf(root))).toBeUndefined();
  });

  it('fails a lib that imports CSS and says it has no side effects', () => {
    expect(
      sideEffectsProblem({ name: '@mweb/x', sideEffects: false }, [
        'src/lib/a/a.tsx: ./a.module.css',
      ]),
    ).toMatch(/@mweb\/x imports CSS .*a\.module\.css/);
    expect(
      sideEffectsProblem({ name: '@mweb/x', sideEffects: ['./src/polyfill.ts'] }, [
        'src/lib/a/a.tsx: ./a.module.css',
      ]),
    ).toMatch(/does not list "\*\*\/\*\.css"/);
  });

  it('fails a lib that does not say whether it has side effects', () => {
    expect(sideEffectsProblem({ name: '@mweb/x' }, [])).toMatch(/no "sideEffects"/);
  });

  it('finds CSS imported by shipped code only, in every import form', () => {
    const auth = cssImportsOf(join(libsDir, 'auth'));
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.every((line) => !NOT_SHIPPED.test(line.split(':')[0] ?? ''))).toBe(true);
    expect(
      [
        ...`import styles from './a.module.css';\nimport './b.css';\nimport x from "c";`.matchAll(
          CSS_IMPORT,
        ),
      ].map(([, specifier]) => specifier),
    ).toEqual(['./a.module.css', './b.css']);
  });
});
