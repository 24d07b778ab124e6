import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(workspaceRoot, file), 'utf8');

describe('the Node range', () => {
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };

  it('is the one the README states', () => {
    expect(read('README.md').replace(/\s+/g, ' ')).toContain(`\`${engines.node}\``);
  });

  it('holds the version .nvmrc installs', () => {
    const major = read('.nvmrc').trim();
    // nvm installs the newest release of the major line named there: the range must accept the
    // whole rest of that line.
    expect(major).toMatch(/^\d+$/);
    expect(engines.node).toMatch(
      new RegExp(`(^|\\|\\|)\\s*>=${major}\\.\\d+\\.\\d+ <${Number(major) + 1}(\\s|$)`),
    );
  });
});
