import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');

interface GraphFile {
  graph: {
    nodes: Record<string, { data: { tags?: string[]; root: string } }>;
    dependencies: Record<string, { source: string; target: string }[]>;
  };
}

const TYPE_OF_ROOT: Record<string, string> = {
  'apps/mobile-web': 'type:app',
  'apps/platform-api': 'type:server',
  'apps/mobile-web-e2e': 'type:e2e',
  // The one Storybook: it composes every lib's stories, as the app composes their screens.
  'apps/storybook': 'type:app',
  'libs/api-contract': 'type:contract',
  'libs/api-client': 'type:data-access',
  'libs/auth': 'type:feature',
  'libs/games': 'type:feature',
  'libs/lottery': 'type:feature',
  'libs/wallet': 'type:feature',
  'libs/messages': 'type:feature',
  'libs/promotions': 'type:feature',
  'libs/agent': 'type:feature',
  'libs/safer-gambling': 'type:feature',
  'libs/i18n': 'type:util',
  'libs/ui-kit': 'type:ui',
  'libs/ui-connected': 'type:ui-connected',
};

describe('the project graph', () => {
  let scratch: string;
  let graph: GraphFile['graph'];

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'mweb-graph-'));
    const file = join(scratch, 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${file}`], { cwd: workspaceRoot, stdio: 'ignore' });
    graph = (JSON.parse(readFileSync(file, 'utf8')) as GraphFile).graph;
  });

  afterAll(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds the sixteen projects of the architecture, each with its one type tag', () => {
    const typeByRoot = Object.fromEntries(
      Object.values(graph.nodes).map(({ data }) => [
        data.root,
        (data.tags ?? []).filter((tag) => tag.startsWith('type:')),
      ]),
    );
    expect(typeByRoot).toEqual(
      Object.fromEntries(Object.entries(TYPE_OF_ROOT).map(([root, type]) => [root, [type]])),
    );
  });

  it('has no edge from one feature to another', () => {
    const isFeature = (name: string) =>
      graph.nodes[name]?.data.tags?.includes('type:feature') ?? false;
    const edges = Object.values(graph.dependencies)
      .flat()
      .filter((edge) => isFeature(edge.source) && isFeature(edge.target));
    expect(edges).toEqual([]);
  });

  it('keeps ui-kit and the contract free of data-access and features', () => {
    const workspaceTargets = (name: string) =>
      (graph.dependencies[name] ?? [])
        .map((edge) => edge.target)
        .filter((target) => !target.startsWith('npm:'));
    const isUtil = (name: string) => graph.nodes[name]?.data.tags?.includes('type:util') ?? false;
    // ui-kit may use i18n's pure helpers (docs/adr/0002-i18n-is-a-util-lib.md): util libs only.
    expect(workspaceTargets('@mweb/ui-kit').filter((target) => !isUtil(target))).toEqual([]);
    expect(workspaceTargets('@mweb/api-contract')).toEqual([]);
  });
});
