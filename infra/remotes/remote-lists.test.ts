/**
 * One remote list, checked both ways in seconds (no build): contracts REMOTE_NAMES is the list; the
 * remote folders, each remote's definition and components (contracts REMOTE_COMPONENTS), the edge's
 * slot bindings in every environment and the CI workflow's matrix must match it exactly.
 * (What only a build shows, the slot Worker names it writes, is tests/integration/remote-lists.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYMENT_SLOTS, REMOTE_COMPONENTS, REMOTE_NAMES, slotBindingName } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { loadRemoteDefinition, remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';
import { ROOT } from '../ops/kv.js';
import {
  EDGE_CONFIG,
  ENVIRONMENTS,
  slotWorkerNameIn,
  stripeBindingIn,
  stripLineComments,
} from '../release/environments.js';
import { remoteNamesOf } from './new-remote.js';
import { remotesWorkflowPath, renderRemotesWorkflow } from './workflow.js';

const sorted = (list: readonly string[]) => [...list].sort();
type Service = { binding: string; service: string; entrypoint?: string };

describe('remote lists', () => {
  it('every name in REMOTE_NAMES has a remotes/<name> folder with a definition', () => {
    const folders = new Set(remoteNamesIn(ROOT));
    expect(REMOTE_NAMES.filter((name) => !folders.has(name))).toEqual([]);
  });

  it('every remote folder has its name in REMOTE_NAMES', () => {
    const names = new Set<string>(REMOTE_NAMES);
    expect(remoteNamesIn(ROOT).filter((folder) => !names.has(folder))).toEqual([]);
  });

  it('REMOTE_COMPONENTS lists exactly the remotes of REMOTE_NAMES', () => {
    expect(sorted(Object.keys(REMOTE_COMPONENTS))).toEqual(sorted(REMOTE_NAMES));
  });

  it('the scaffold reads the same REMOTE_NAMES from its source', () => {
    expect(remoteNamesOf(ROOT)).toEqual([...REMOTE_NAMES]);
  });

  it.each([...REMOTE_NAMES])(
    "%s's definition carries its folder's name, defines exactly its REMOTE_COMPONENTS and exports its embeds",
    async (name) => {
      const definition = await loadRemoteDefinition(join(ROOT, 'remotes', name));
      expect(definition.name).toBe(name);
      expect(sorted(definition.components)).toEqual(sorted(REMOTE_COMPONENTS[name]));
      // Each embed (docs/EMBEDDING.md) is the export of its name of src/embed/<Name>.tsx (the build
      // exposes that file; tests/integration/mf-embed.test.ts loads them in a host).
      for (const embed of definition.embeds) {
        const source = readFileSync(join(ROOT, 'remotes', name, 'src/embed', `${embed}.tsx`), 'utf8');
        expect(source).toMatch(new RegExp(`^export function ${embed}\\b`, 'm'));
      }
    },
  );

  it('the edge binds exactly every remote × slot (and the Stripe Worker), in local development and in every environment', () => {
    const config = JSON.parse(stripLineComments(readFileSync(EDGE_CONFIG, 'utf8')));
    const expected = (env?: (typeof ENVIRONMENTS)[number]) => [
      ...REMOTE_NAMES.flatMap((remote) =>
        DEPLOYMENT_SLOTS.map((slot) => ({
          binding: slotBindingName(remote, slot),
          service: slotWorkerNameIn(remote, slot, env),
          entrypoint: 'Remote',
        })),
      ),
      stripeBindingIn(env),
    ];
    const byBinding = (list: Service[]) => [...list].sort((a, b) => a.binding.localeCompare(b.binding));
    expect(byBinding(config.services)).toEqual(byBinding(expected()));
    for (const env of ENVIRONMENTS) expect(byBinding(config.env[env].services)).toEqual(byBinding(expected(env)));
  });

  it('the CI workflow is exactly the one written from REMOTE_NAMES (pnpm remotes:workflow)', () => {
    expect(readFileSync(remotesWorkflowPath(ROOT), 'utf8')).toBe(renderRemotesWorkflow(REMOTE_NAMES));
  });
});
