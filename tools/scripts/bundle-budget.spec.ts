import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  circularImportsOf,
  developmentTraceOf,
  lazyChunksOf,
  unpreloadedImportsOf,
  type Manifest,
} from './bundle-budget.mjs';
import { firstLoadOf } from './first-load.mjs';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '__fixtures__/budget', name), 'utf8');
const html = fixture('index.html');
const manifest = JSON.parse(fixture('manifest.json')) as Manifest;

describe('the bundle budget', () => {
  it('counts every script, every modulepreload and every stylesheet of index.html as the first load', () => {
    expect(firstLoadOf(html, '/m/')).toEqual({
      scripts: ['setup.js', 'assets/index-A.js', 'assets/runtime-B.js', 'assets/button-C.js'],
      styles: ['assets/button-C.css', 'assets/index-A.css'],
    });
  });

  it('gives each lazy chunk only the files the first load does not already hold', () => {
    expect(lazyChunksOf(manifest, firstLoadOf(html, '/m/'))).toEqual([
      {
        name: 'libs/auth/src/lib/login/login-page.tsx',
        js: ['assets/login-page-E.js', 'assets/fields-D.js'],
        css: ['assets/login-page-E.css', 'assets/fields-D.css'],
      },
      { name: 'libs/i18n/src/lib/locales/en/auth.json', js: ['assets/auth-F.js'], css: [] },
    ]);
  });

  it('names a chunk the entry imports that index.html does not fetch up front', () => {
    expect(unpreloadedImportsOf(manifest, firstLoadOf(html, '/m/'))).toEqual([]);
    // Without the runtime's preload, the browser would find it only inside the entry.
    const withoutRuntime = html.replace(/<link[^>]*runtime-B\.js[^>]*>/, '');
    expect(unpreloadedImportsOf(manifest, firstLoadOf(withoutRuntime, '/m/'))).toEqual([
      'assets/runtime-B.js',
    ]);
  });

  it('names every circle of imports among the chunks', () => {
    expect(circularImportsOf(manifest)).toEqual([]);
    // The login page's fields importing the page back, as chunks grouped by hand could.
    const circular: Manifest = {
      ...manifest,
      '_fields-D.js': {
        file: 'assets/fields-D.js',
        imports: ['_button-C.js', '../../libs/auth/src/lib/login/login-page.tsx'],
      },
    };
    expect(circularImportsOf(circular)).toEqual([
      ['assets/fields-D.js', 'assets/login-page-E.js', 'assets/fields-D.js'],
    ]);
  });

  it("refuses React's and react-router's development builds and paths of the build machine", () => {
    expect(developmentTraceOf('const a = jsxDEV("div", {});', '/srv/build')).toMatch(/jsxDEV/);
    expect(
      developmentTraceOf(
        '{"sources":["../../node_modules/react-router/dist/development/index.mjs"]}',
        '/srv/build',
      ),
    ).toMatch(/react-router's development build/);
    expect(
      developmentTraceOf(
        '{"sources":["../../node_modules/react-router/dist/production/index.mjs"]}',
        '/srv/build',
      ),
    ).toBeNull();
    expect(developmentTraceOf('{"sources":["/srv/build/libs/a.ts"]}', '/srv/build')).toMatch(
      /path of the build machine/,
    );
    expect(developmentTraceOf('const a = jsx("div", {});', '/srv/build')).toBeNull();
  });
});
