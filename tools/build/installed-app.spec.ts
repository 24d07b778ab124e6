import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  brandedIndexHtml,
  filesThePageLoads,
  installedAppTags,
  precacheEntries,
  precacheFiles,
  webAppManifest,
} from './installed-app';

describe('the web app manifest', () => {
  it('opens the home page in its own window, inside the app, with maskable icons', () => {
    const manifest = webAppManifest('Lucky Star', '/m/');
    expect(manifest).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky Star',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('gives iOS its icon and the operator\u2019s name, escaped', () => {
    const tags = installedAppTags('A "B" & C', '/m/');
    expect(tags).toContain('<link rel="apple-touch-icon" href="/m/icons/apple-touch-icon.png" />');
    expect(tags).toContain('content="A &quot;B&quot; &amp; C"');
  });

  it('names the operator in the page’s title and its splash, escaped', () => {
    const html = brandedIndexHtml(
      '<head><title>mweb</title><!-- installed-app tags --></head><div><span>%BRAND_NAME%</span></div>',
      'A "B" & <C>',
      '/m/',
    );
    expect(html).toContain('<title>A &quot;B&quot; &amp; &lt;C></title>');
    expect(html).toContain('<span>A &quot;B&quot; &amp; &lt;C></span>');
    expect(html).toContain('<meta name="apple-mobile-web-app-title"');
    expect(html).not.toContain('%BRAND_NAME%');
  });
});

describe('the precache list', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-AAAAAAAA.js',
      isEntry: true,
      css: ['assets/index-BBBBBBBB.css'],
      imports: ['_runtime.js'],
      dynamicImports: ['src/app/home/home-below-fold.tsx', 'libs/auth/login-page.tsx'],
    },
    '_runtime.js': { file: 'assets/runtime-CCCCCCCC.js' },
    'src/app/home/home-below-fold.tsx': {
      file: 'assets/home-below-fold-DDDDDDDD.js',
      isDynamicEntry: true,
      imports: ['index.html', '_tabs.js'],
    },
    '_tabs.js': { file: 'assets/tabs-EEEEEEEE.js', css: ['assets/tabs-FFFFFFFF.css'] },
    'libs/auth/login-page.tsx': { file: 'assets/login-page-GGGGGGGG.js', isDynamicEntry: true },
  };

  it('holds the entry and the chosen modules with what they import, and nothing else', () => {
    expect(precacheFiles(manifest, [/^src\/app\/home\//])).toEqual([
      'assets/home-below-fold-DDDDDDDD.js',
      'assets/index-AAAAAAAA.js',
      'assets/index-BBBBBBBB.css',
      'assets/runtime-CCCCCCCC.js',
      'assets/tabs-EEEEEEEE.js',
      'assets/tabs-FFFFFFFF.css',
    ]);
  });

  it('holds the one stylesheet of a build that does not split its CSS', () => {
    const oneStylesheet: Manifest = {
      'index.html': { file: 'assets/index-AAAAAAAA.js', src: 'index.html', isEntry: true },
      'style.css': { file: 'assets/style-HHHHHHHH.css', src: 'style.css' },
    };
    expect(precacheFiles(oneStylesheet, [])).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/style-HHHHHHHH.css',
    ]);
  });

  it('holds what index.html loads where the bundler left the entry out of the manifest', () => {
    // An entry chunk that only imports another is not written: index.html loads its imports.
    const page = [
      '<link rel="icon" href="/m/favicon.png" />',
      '<script type="module" crossorigin src="/m/assets/runtime-CCCCCCCC.js"></script>',
      '<script type="module" crossorigin src="/m/assets/boot-JJJJJJJJ.js"></script>',
      '<link rel="stylesheet" crossorigin href="/m/assets/style-HHHHHHHH.css">',
    ].join('\n');
    const inlinedEntry: Manifest = {
      '_boot.js': { file: 'assets/boot-JJJJJJJJ.js', imports: ['_runtime.js', '_tabs.js'] },
      '_runtime.js': { file: 'assets/runtime-CCCCCCCC.js' },
      '_tabs.js': { file: 'assets/tabs-EEEEEEEE.js' },
      'libs/auth/login-page.tsx': { file: 'assets/login-page-GGGGGGGG.js', isDynamicEntry: true },
    };
    const pageFiles = filesThePageLoads(page, '/m/');
    expect(pageFiles).toEqual([
      'assets/runtime-CCCCCCCC.js',
      'assets/boot-JJJJJJJJ.js',
      'assets/style-HHHHHHHH.css',
    ]);
    expect(precacheFiles(inlinedEntry, [], pageFiles)).toEqual([
      'assets/boot-JJJJJJJJ.js',
      'assets/runtime-CCCCCCCC.js',
      'assets/style-HHHHHHHH.css',
      'assets/tabs-EEEEEEEE.js',
    ]);
  });

  it('revisions the unhashed files by content, and leaves out maps and precompressed copies', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mweb-precache-'));
    try {
      mkdirSync(join(outDir, '.vite'));
      writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const file of ['index.html', 'index.html.br', 'index.html.gz', 'favicon.png', 'sw.js'])
        writeFileSync(join(outDir, file), file.startsWith('favicon') ? 'png' : 'page');
      writeFileSync(join(outDir, 'favicon.png.map'), '{}');
      const entries = precacheEntries(outDir, '/m/', []);
      expect(entries.map((entry) => entry.url)).toEqual([
        '/m/favicon.png',
        '/m/index.html',
        '/m/assets/index-AAAAAAAA.js',
        '/m/assets/index-BBBBBBBB.css',
        '/m/assets/runtime-CCCCCCCC.js',
      ]);
      expect(entries[0]?.revision).toMatch(/^[0-9a-f]{16}$/);
      expect(entries[0]?.revision).not.toBe(entries[1]?.revision);
      expect(entries[2]?.revision).toBeNull();
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
