// Builds the floor app unless its last build came from the same inputs (its sources and the
// lockfile, which pins Vite and the stack), so `npm test` pays for it only when something changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';

const root = import.meta.dirname;
const stamp = join(root, 'dist/.inputs-hash');

const inputs = [
  ...['index.html', 'vite.config.ts', 'build.mjs'].map((file) => join(root, file)),
  ...['src', 'public'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  ),
  join(root, '../../build/production-builds.ts'),
  join(root, '../../build/precompressed-copies.ts'),
  join(root, '../../../package-lock.json'),
].sort();

const hash = createHash('sha256');
for (const file of inputs) hash.update(relative(root, file)).update(readFileSync(file));
const digest = hash.digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('The floor app is built from these inputs already.');
} else {
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stamp, digest);
  console.log('Built the floor app.');
}
