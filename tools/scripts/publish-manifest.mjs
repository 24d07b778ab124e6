// Runs as a lib's prepack/postpack: the packed package.json must not point at `src/` (which is not
// published), so the workspace-only `@mweb/source` export condition is stripped before packing and
// the manifest is restored afterwards.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const SOURCE_CONDITION = '@mweb/source';
const manifestPath = 'package.json';
const backupPath = 'package.json.workspace';

/** @param {unknown} node */
function stripSourceCondition(node) {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, stripSourceCondition(value)]),
  );
}

const [command] = process.argv.slice(2);
if (command === 'strip') {
  copyFileSync(manifestPath, backupPath);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.scripts?.prepack;
  delete manifest.scripts?.postpack;
  if (manifest.scripts && Object.keys(manifest.scripts).length === 0) delete manifest.scripts;
  delete manifest.nx;
  manifest.exports = stripSourceCondition(manifest.exports);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(backupPath)) renameSync(backupPath, manifestPath);
} else {
  console.error('usage: publish-manifest.mjs strip|restore');
  process.exit(2);
}
