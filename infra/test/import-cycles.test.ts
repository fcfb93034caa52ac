/**
 * No import loops in any workspace package's source (DESIGN "Rules of the house"): madge builds each
 * package's import graph (type-only imports included) and lists its cycles, which must be none.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../ops/kv.js';

const remotes = readdirSync(join(ROOT, 'remotes')).filter((r) => existsSync(join(ROOT, 'remotes', r, 'src')));
const SOURCES = ['edge/src', 'contracts/src', 'shell/src', ...remotes.map((r) => `remotes/${r}/src`)];

const graphOf = (dir: string) =>
  madge(join(ROOT, dir), { fileExtensions: ['ts', 'tsx'], tsConfig: join(ROOT, 'tsconfig.base.json') });

describe('import cycles', () => {
  it.each(SOURCES)('%s has none', async (dir) => {
    const graph = await graphOf(dir);
    expect(graph.circular()).toEqual([]);
    // Every relative import resolved: a relative import madge could not follow would hide
    // its cycles (packages are other graphs: each is checked on its own).
    expect(graph.warnings().skipped.filter((spec) => spec.startsWith('.'))).toEqual([]);
  });

  it('follows the .js specifiers of TypeScript files (the graph is not empty)', async () => {
    const graph = await graphOf('edge/src');
    expect(graph.obj()['index.ts']).toContain('routes/page-handler.ts');
    expect(graph.obj()['routes/page-plan.ts']).toContain('compose/fragment-plan.ts');
  });
});
