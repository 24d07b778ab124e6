import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import { defineLibConfig } from '../../tools/build/vite-lib.ts';

const root = import.meta.dirname;

/** The theme tokens are a stylesheet of their own, which the app imports once (`@mweb/ui-kit/tokens.css`). */
const tokensCss: Plugin = {
  name: 'mweb-tokens-css',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'tokens.css',
      source: readFileSync(join(root, 'src/lib/tokens/tokens.css'), 'utf8'),
    });
  },
};

// The kit's components keep nothing between renders: its test files share one page.
export default mergeConfig(defineLibConfig({ root, sharedTestPage: true }), {
  plugins: [tokensCss],
});
