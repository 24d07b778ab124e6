// The built app's files by the module they come from, as Vite's manifest lists them: a journey that
// holds back or waits for a chunk names its source, and does not depend on how files are named.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const APP_ROOT = resolve(import.meta.dirname, '../../../mobile-web');
const WORKSPACE_ROOT = resolve(APP_ROOT, '../..');

/** The built app's manifest, read once for every journey of a worker that asks. */
let manifest: Record<string, { file: string }> | undefined;

/**
 * The address of the script built from `source`, a path from the workspace's root (such as
 * `libs/auth/src/lib/login/login-page.tsx`).
 */
export function builtScript(source: string): RegExp {
  manifest ??= JSON.parse(
    readFileSync(resolve(APP_ROOT, 'dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = Object.entries(manifest).find(
    ([key, { file }]) =>
      relative(WORKSPACE_ROOT, resolve(APP_ROOT, key)) === source && file.endsWith('.js'),
  );
  if (!chunk) throw new Error(`No script of the built app comes from ${source}.`);
  return new RegExp(`/m/${chunk[1].file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
