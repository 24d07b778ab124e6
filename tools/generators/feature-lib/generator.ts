import { join } from 'node:path';
import { formatFiles, generateFiles, names, readJson, updateJson, type Tree } from '@nx/devkit';
import type { FeatureLibSchema } from './schema';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface RootTsconfig {
  references?: { path: string }[];
}

interface Manifest {
  version?: string;
  peerDependencies?: Record<string, string>;
}

/** The version every feature lib starts at: the one the fixed release group is on. */
function releaseVersion(tree: Tree): string {
  const sibling = 'libs/ui-kit/package.json';
  return tree.exists(sibling) ? (readJson<Manifest>(tree, sibling).version ?? '0.0.1') : '0.0.1';
}

/**
 * Creates `libs/<name>`: a publishable feature lib tagged `type:feature`, built and tested by the
 * shared factory in tools/build, with its manifest, README, public index and a first spec.
 */
export async function featureLibGenerator(tree: Tree, schema: FeatureLibSchema): Promise<void> {
  const name = schema.name.trim();
  if (!KEBAB_CASE.test(name)) {
    throw new Error(`"${schema.name}" is not a kebab-case name such as "bingo" or "live-stream".`);
  }
  const root = `libs/${name}`;
  if (tree.exists(root)) {
    throw new Error(`${root} exists already; pick another name.`);
  }
  const { className, propertyName } = names(name);
  generateFiles(tree, join(__dirname, 'files'), root, {
    name,
    className,
    propertyName,
    description: schema.description?.trim() || `The ${name} feature of mweb.`,
    version: releaseVersion(tree),
    tmpl: '',
  });
  updateJson<RootTsconfig>(tree, 'tsconfig.json', (json) => {
    const references = json.references ?? [];
    if (!references.some((reference) => reference.path === `./${root}`)) {
      references.push({ path: `./${root}` });
      references.sort((a, b) => a.path.localeCompare(b.path));
    }
    return { ...json, references };
  });
  await formatFiles(tree);
}
