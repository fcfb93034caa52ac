/**
 * `pnpm new-remote <name>` in a temp copy of what it edits and what a remote builds from (contracts,
 * the kit, infra/build, the edge config, the workflow; node_modules linked as pnpm links them): the
 * new remote typechecks, builds into a slot and passes its own test, and every list names it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYMENT_SLOTS, REMOTE_NAMES, slotBindingName } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../ops/kv.js';
import { ENVIRONMENTS, slotWorkerNameIn, stripeBindingIn, stripLineComments } from '../release/environments.js';
import { addSlotBindings, newRemote, remoteNamesOf } from './new-remote.js';
import { REMOTES_WORKFLOW } from './workflow.js';

const NAME = 'trade-desk';
const COPIED = [
  'package.json',
  'tsconfig.base.json',
  'contracts/package.json',
  'contracts/tsconfig.json',
  'contracts/src',
  'contracts/node_modules',
  'remotes/kit',
  'remotes/content/package.json',
  'shell/package.json',
  'shell/node_modules',
  'infra/package.json',
  'infra/node_modules',
  'infra/build',
  'edge/wrangler.jsonc',
  REMOTES_WORKFLOW,
];

let tmp: string;
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'forecourt-new-remote-'));
  for (const path of COPIED) {
    cpSync(join(ROOT, path), join(tmp, path), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !/[/\\](dist|\.vite|coverage)$/.test(src),
    });
  }
  // The workspace's packages (pnpm's store): the relative links in each package's node_modules reach them.
  symlinkSync(join(ROOT, 'node_modules'), join(tmp, 'node_modules'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('pnpm new-remote', () => {
  it('refuses a name that is taken or not lower-case words', () => {
    expect(() => newRemote(tmp, 'content')).toThrow(/exists already/);
    expect(() => newRemote(tmp, 'TradeDesk')).toThrow(/lower-case/);
    expect(() => newRemote(tmp, 'kit')).toThrow(/lower-case/);
  });

  it('generates the remote and adds it to every list', { timeout: 180_000 }, () => {
    const made = newRemote(tmp, NAME);
    expect(made.component).toBe('TradeDeskPage');
    for (const file of made.files) expect(existsSync(join(tmp, file)), file).toBe(true);

    expect(remoteNamesOf(tmp)).toEqual([...REMOTE_NAMES, NAME]);
    expect(readFileSync(join(tmp, 'contracts/src/fragment/remote-components.ts'), 'utf8')).toContain(
      `  '${NAME}': ['TradeDeskPage'],\n} as const satisfies`,
    );
    const config = JSON.parse(stripLineComments(readFileSync(join(tmp, 'edge/wrangler.jsonc'), 'utf8')));
    const names = [...REMOTE_NAMES, NAME] as string[];
    const expected = (e?: (typeof ENVIRONMENTS)[number]) => [
      ...names.flatMap((remote) =>
        DEPLOYMENT_SLOTS.map((slot) => ({
          binding: slotBindingName(remote as never, slot),
          service: slotWorkerNameIn(remote, slot, e),
          entrypoint: 'Remote',
        })),
      ),
      stripeBindingIn(e), // the generator keeps the edge's other bindings
    ];
    const byBinding = (list: { binding: string }[]) => [...list].sort((a, b) => a.binding.localeCompare(b.binding));
    expect(byBinding(config.services)).toEqual(byBinding(expected()));
    for (const e of ENVIRONMENTS) expect(byBinding(config.env[e].services)).toEqual(byBinding(expected(e)));
    const workflow = parse(readFileSync(join(tmp, REMOTES_WORKFLOW), 'utf8'));
    expect(workflow.jobs.test.strategy.matrix.remote).toEqual(names);

    // The same dependencies as the other remotes: `pnpm install` links the same node_modules (copied here).
    const pkg = JSON.parse(readFileSync(join(tmp, 'remotes', NAME, 'package.json'), 'utf8'));
    const model = JSON.parse(readFileSync(join(ROOT, 'remotes/content/package.json'), 'utf8'));
    expect([pkg.dependencies, pkg.devDependencies]).toEqual([model.dependencies, model.devDependencies]);
    cpSync(join(ROOT, 'remotes/content/node_modules'), join(tmp, 'remotes', NAME, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });

    const dir = join(tmp, 'remotes', NAME);
    // Its definition typechecks against the edited contracts (REMOTE_NAMES and REMOTE_COMPONENTS).
    run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);
    // Its own test passes.
    expect(run(join(dir, 'node_modules/.bin/vitest'), ['run', '--reporter=dot'], dir)).toMatch(/1 passed/);
    // It builds into a slot: the page module, and the slot Worker named as the edge binds it.
    const out = join(tmp, 'release');
    run(process.execPath, [join(tmp, 'infra/build/build-remote.mjs'), NAME, '--slot', 'b', '--out', out], tmp);
    expect(existsSync(join(dir, 'dist/client/TradeDeskPage.js'))).toBe(true);
    expect(JSON.parse(readFileSync(join(out, 'wrangler.jsonc'), 'utf8')).name).toBe(`forecourt-${NAME}-b`);
  });

  it('adds the slot bindings to a services list that ends without a comma, and to no other list', () => {
    const config = '{\n  "services": [\n    { "binding": "X_A", "service": "forecourt-x-a" }\n  ],\n  "vars": []\n}';
    expect(addSlotBindings(config, 'y')).toBe(
      '{\n  "services": [\n    { "binding": "X_A", "service": "forecourt-x-a" },\n' +
        '    { "binding": "Y_A", "service": "forecourt-y-a", "entrypoint": "Remote" },\n' +
        '    { "binding": "Y_B", "service": "forecourt-y-b", "entrypoint": "Remote" }\n  ],\n  "vars": []\n}',
    );
  });
});
