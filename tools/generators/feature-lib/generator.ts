import { join } from 'node:path';
import {
  formatFiles,
  generateFiles,
  names,
  readJson,
  updateJson,
  writeJson,
  type Tree,
} from '@nx/devkit';
// Named imports: the transpiler Nx runs a generator through has no helper for a default import.
import {
  createSourceFile,
  isArrayLiteralExpression,
  isAsExpression,
  isIdentifier,
  isImportDeclaration,
  isObjectLiteralExpression,
  isParenthesizedExpression,
  isPropertyAssignment,
  isSatisfiesExpression,
  isStringLiteral,
  isStringLiteralLike,
  isVariableStatement,
  ScriptKind,
  ScriptTarget,
  type ArrayLiteralExpression,
  type Expression,
  type ImportDeclaration,
  type Node,
  type ObjectLiteralExpression,
  type SourceFile,
} from 'typescript';
import type { FeatureLibSchema } from './schema';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
const SCREEN_PATH = /^[a-zA-Z0-9][\w.-]*(\/[a-zA-Z0-9][\w.-]*)*$/;

/** The files outside the lib that a feature's screen is wired into. */
export const WIRING = {
  screenPaths: 'libs/api-client/src/lib/screens/screens.ts',
  namespaces: 'libs/i18n/src/lib/namespaces.ts',
  locales: 'libs/i18n/src/lib/locales',
  routes: 'apps/mobile-web/src/app/routes.tsx',
  screenRecordsSpec: 'apps/mobile-web/src/app/screen-records.spec.ts',
  appManifest: 'apps/mobile-web/package.json',
  appTsconfig: 'apps/mobile-web/tsconfig.app.json',
  rootTsconfig: 'tsconfig.json',
  storyLibs: 'tools/storybook/libraries.ts',
  storybookManifest: 'apps/storybook/package.json',
} as const;

interface References {
  references?: { path: string }[];
}

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  nx?: { tags?: string[]; implicitDependencies?: string[] };
}

/** The version every feature lib starts at: the one the fixed release group is on. */
function releaseVersion(tree: Tree): string {
  const sibling = 'libs/ui-kit/package.json';
  return tree.exists(sibling) ? (readJson<Manifest>(tree, sibling).version ?? '0.0.1') : '0.0.1';
}

function read(tree: Tree, path: string): string {
  const text = tree.read(path, 'utf8');
  if (text === null)
    throw new Error(`${path} is missing: the generator wires the new lib into it.`);
  return text;
}

function parse(path: string, text: string): SourceFile {
  return createSourceFile(path, text, ScriptTarget.Latest, true, ScriptKind.TSX);
}

/** `expression` without `as const`, `satisfies ...` and parentheses around it. */
function unwrap(expression: Expression): Expression {
  if (
    isAsExpression(expression) ||
    isSatisfiesExpression(expression) ||
    isParenthesizedExpression(expression)
  ) {
    return unwrap(expression.expression);
  }
  return expression;
}

/** The value a top-level `const <name> = ...` starts with, or a loud failure naming the file. */
function constValue(source: SourceFile, name: string): Expression {
  for (const statement of source.statements) {
    if (!isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (isIdentifier(declaration.name) && declaration.name.text === name) {
        if (declaration.initializer) return unwrap(declaration.initializer);
      }
    }
  }
  throw new Error(
    `${source.fileName} has no \`const ${name} = ...\` any more: update the generator.`,
  );
}

function arrayLiteral(source: SourceFile, name: string): ArrayLiteralExpression {
  const value = constValue(source, name);
  if (!isArrayLiteralExpression(value)) {
    throw new Error(`${source.fileName}: ${name} is not an array literal any more.`);
  }
  return value;
}

/** `text` with `line` as the last element of the array or object literal `node`. */
function appendElement(
  text: string,
  node: ArrayLiteralExpression | ObjectLiteralExpression,
  line: string,
): string {
  const elements = isArrayLiteralExpression(node) ? node.elements : node.properties;
  const close = node.getEnd() - 1;
  const last = elements[elements.length - 1];
  const before = last ? text.slice(0, last.getEnd()) + ',' : text.slice(0, close);
  const after = last ? text.slice(last.getEnd()).replace(/^\s*,/, '') : text.slice(close);
  return `${before}\n${line}${after}`;
}

function stringsIn(node: Node): string[] {
  if (isStringLiteralLike(node)) return [node.text];
  const found: string[] = [];
  node.forEachChild((child) => {
    found.push(...stringsIn(child));
  });
  return found;
}

/** `SCREEN_PATHS` gets the screen with its path; both must be new. */
function addScreenPath(tree: Tree, screen: string, path: string): void {
  const file = WIRING.screenPaths;
  const text = read(tree, file);
  const table = constValue(parse(file, text), 'SCREEN_PATHS');
  if (!isObjectLiteralExpression(table)) {
    throw new Error(`${file}: SCREEN_PATHS is not an object literal any more.`);
  }
  for (const property of table.properties) {
    if (!isPropertyAssignment(property)) continue;
    const key = property.name.getText();
    if (key === screen) throw new Error(`The screen "${screen}" is in SCREEN_PATHS already.`);
    if (stringsIn(property.initializer).includes(path)) {
      throw new Error(`The path /m/${path} is the "${key}" screen's already.`);
    }
  }
  tree.write(file, appendElement(text, table, `  ${screen}: ['${path}'],`));
}

/** The namespace goes before `errors` (the shared namespaces frame the features'). */
function addNamespace(tree: Tree, namespace: string): void {
  const file = WIRING.namespaces;
  const text = read(tree, file);
  const list = arrayLiteral(parse(file, text), 'NAMESPACES');
  const existing = list.elements.map((element) =>
    isStringLiteral(element) ? element.text : element.getText(),
  );
  if (existing.includes(namespace)) {
    throw new Error(`The i18n namespace "${namespace}" exists already.`);
  }
  const errors = list.elements.find(
    (element) => isStringLiteral(element) && element.text === 'errors',
  );
  tree.write(
    file,
    errors
      ? `${text.slice(0, errors.getStart())}'${namespace}',\n  ${text.slice(errors.getStart())}`
      : appendElement(text, list, `  '${namespace}',`),
  );
}

/** `entries` with `key` added where the sorted order puts it, the other keys left where they are. */
function withKey(
  entries: Record<string, string>,
  key: string,
  value: string,
): Record<string, string> {
  const keys = Object.keys(entries);
  const at = keys.findIndex((existing) => existing > key);
  const ordered = at === -1 ? [...keys, key] : [...keys.slice(0, at), key, ...keys.slice(at)];
  return Object.fromEntries(
    ordered.map((name) => [name, name === key ? value : (entries[name] ?? '')]),
  );
}

/**
 * The feature's dictionary in every language's folder, and the screen's title in `common`. The
 * empty state reads each language's own "No data" (`in_no_data`), so every dictionary starts
 * complete and the parity test passes.
 */
function addDictionaries(tree: Tree, namespace: string, titleKey: string, title: string): void {
  for (const language of tree.children(WIRING.locales)) {
    const common = `${WIRING.locales}/${language}/common.json`;
    const entries = readJson<Record<string, string>>(tree, common);
    const empty = entries['in_no_data'] ?? '';
    if (titleKey in entries) throw new Error(`${common} has "${titleKey}" already.`);
    // The title in English until it is translated: a complete language falls back to nothing.
    writeJson(tree, common, withKey(entries, titleKey, title));
    writeJson(tree, `${WIRING.locales}/${language}/${namespace}.json`, { empty });
  }
}

/** The app imports the feature's records and mounts them with its dictionary. */
function addToRoutes(tree: Tree, name: string, records: string): void {
  const file = WIRING.routes;
  let text = read(tree, file);
  const source = parse(file, text);
  const imports = source.statements.filter(
    (statement): statement is ImportDeclaration =>
      isImportDeclaration(statement) &&
      isStringLiteral(statement.moduleSpecifier) &&
      /^@mweb\/[^/]+$/.test(statement.moduleSpecifier.text) &&
      /\w+Screens\b/.test(statement.importClause?.getText() ?? ''),
  );
  const lastImport = imports[imports.length - 1];
  if (!lastImport) throw new Error(`${file} imports no feature's screens any more.`);
  const table = arrayLiteral(source, 'FEATURE_SCREENS');
  text = appendElement(text, table, `  [${records}, '${name}'],`);
  const at = lastImport.getEnd();
  text = `${text.slice(0, at)}\nimport { ${records} } from '@mweb/${name}';${text.slice(at)}`;
  tree.write(file, text);
}

/** The route table's spec lists the path with the layout `defineScreen` gives by default. */
function addToScreenRecordsSpec(tree: Tree, path: string): void {
  const file = WIRING.screenRecordsSpec;
  const text = read(tree, file);
  const table = arrayLiteral(parse(file, text), 'SPEC');
  tree.write(file, appendElement(text, table, `  ['${path}', false, true, true, 'history'],`));
}

function isFeature(tree: Tree, reference: string): boolean {
  const manifest = `${reference.replace(/^\.\//, '')}/package.json`;
  return (
    tree.exists(manifest) &&
    (readJson<Manifest>(tree, manifest).nx?.tags ?? []).includes('type:feature')
  );
}

/** The root references list the feature libs first, by name: the new one goes among them. */
function addRootReference(tree: Tree, root: string): void {
  updateJson<References>(tree, WIRING.rootTsconfig, (json) => {
    const references = json.references ?? [];
    const path = `./${root}`;
    if (references.some((reference) => reference.path === path)) return json;
    const features = references.filter((reference) => isFeature(tree, reference.path));
    const next = features.find((reference) => reference.path.localeCompare(path) > 0);
    const lastFeature = features[features.length - 1];
    const at = next
      ? references.indexOf(next)
      : lastFeature
        ? references.indexOf(lastFeature) + 1
        : references.length;
    return { ...json, references: [...references.slice(0, at), { path }, ...references.slice(at)] };
  });
}

/** The app depends on the lib, in its manifest and its project references. */
function addToApp(tree: Tree, name: string, version: string): void {
  updateJson<Manifest>(tree, WIRING.appManifest, (json) => {
    const dependencies = { ...json.dependencies, [`@mweb/${name}`]: version };
    return {
      ...json,
      dependencies: Object.fromEntries(
        Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
      ),
    };
  });
  updateJson<References>(tree, WIRING.appTsconfig, (json) => {
    const path = `../../libs/${name}/tsconfig.lib.json`;
    const references = json.references ?? [];
    return references.some((reference) => reference.path === path)
      ? json
      : { ...json, references: [...references, { path }] };
  });
}

/**
 * The one Storybook loads the lib's stories under its name (`STORY_LIBS`) and depends on it, so
 * `nx affected` checks the stories' pictures when the lib changes.
 */
function addToStorybook(tree: Tree, name: string, title: string): void {
  const file = WIRING.storyLibs;
  const text = read(tree, file);
  const table = arrayLiteral(parse(file, text), 'STORY_LIBS');
  if (stringsIn(table).includes(name)) throw new Error(`${file} lists "${name}" already.`);
  tree.write(
    file,
    appendElement(text, table, `  { lib: '${name}', title: '${title}', screens: true },`),
  );
  updateJson<Manifest>(tree, WIRING.storybookManifest, (json) => ({
    ...json,
    nx: {
      ...json.nx,
      implicitDependencies: [...(json.nx?.implicitDependencies ?? []), `@mweb/${name}`],
    },
  }));
}

/** "bingoHall" → "Bingo hall". */
function sentence(camel: string): string {
  const words = camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Creates `libs/<name>`: a publishable feature lib tagged `type:feature`, with one screen record
 * (`defineScreen`) whose page loads from the lib's lazy chunk, the page's spec on api-client's
 * screen-test kit, its story, and a README naming the exports. Then wires the screen in as a team
 * would by hand: its path in `SCREEN_PATHS`, its namespace and dictionaries, its title in each
 * `common.json`, the app's route table, manifest and references, and the route table's spec.
 *
 * The templates import api-client in two files only: `__name__.screens.ts` (`defineScreen`,
 * `LazyScreen`) and `src/__fixtures__/` (`/screen-tests`, `/testing`, `SCREEN_NAMES`, `SiteState`).
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
  const screen = schema.screen?.trim() || propertyName;
  if (!CAMEL_CASE.test(screen)) {
    throw new Error(`"${screen}" is not a camelCase screen name such as "inbox" or "helpDetail".`);
  }
  const path = schema.path?.trim().replace(/^\/?(m\/)?/, '') || name;
  if (!SCREEN_PATH.test(path)) {
    throw new Error(
      `"${schema.path ?? path}" is not a path under /m such as "bingo" or "member/bingo".`,
    );
  }
  const screenNames = names(screen);
  const title = schema.title?.trim() || sentence(screen);
  const titleKey = `title.${screenNames.constantName.toLowerCase()}`;
  const version = releaseVersion(tree);

  // The wiring first: each edit fails loudly, before any file of the lib is written.
  addScreenPath(tree, screen, path);
  addNamespace(tree, name);
  addDictionaries(tree, name, titleKey, title);
  addToRoutes(tree, name, `${propertyName}Screens`);
  addToScreenRecordsSpec(tree, path);
  addToApp(tree, name, version);
  addRootReference(tree, root);
  addToStorybook(tree, name, sentence(propertyName));

  generateFiles(tree, join(__dirname, 'files'), root, {
    name,
    className,
    propertyName,
    screen,
    screenFile: screenNames.fileName,
    screenClassName: screenNames.className,
    pageName: `${screenNames.className}Page`,
    path,
    title,
    titleKey,
    emptyText: readJson<Record<string, string>>(tree, `${WIRING.locales}/en/common.json`)[
      'in_no_data'
    ],
    description: schema.description?.trim() || `The ${name} feature of mweb.`,
    version,
    tmpl: '',
  });
  await formatFiles(tree);
}
