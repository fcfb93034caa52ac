/**
 * One source per list: the remote names (contracts REMOTE_NAMES) × the deployment slots are the only
 * list; the edge's service bindings, the remote folders, the built slot Workers and the components the
 * page plan names are checked against it and against each remote's definition (src/remote.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYMENT_SLOTS, REMOTE_NAMES, slotBindingName, slotWorkerName } from '@forecourt/contracts';
import type { RemoteDefinition } from '@forecourt/remote-kit';
import { describe, expect, it } from 'vitest';
import { remoteNamesIn } from '../../remotes/kit/build/load-definition.mjs';
import { REMOTES, ROOT, releaseDir } from '../support/artifacts.js';

/** edge/wrangler.jsonc without its comment lines (it is JSONC). */
function edgeConfig(): { services: { binding: string; service: string; entrypoint?: string }[] } {
  const text = readFileSync(join(ROOT, 'edge/wrangler.jsonc'), 'utf8');
  return JSON.parse(
    text
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  );
}

type PlanList = { name: string; built: boolean; fragments: { remote: string; component: string }[] }[];
/** The edge's page plan (imported by path: the edge's Workers types stay out of this package's typecheck). */
async function pagePlans(): Promise<PlanList> {
  const planModule: string = join(ROOT, 'edge/src/routes/page-plan.ts');
  return ((await import(planModule)) as { PAGE_PLANS: PlanList }).PAGE_PLANS;
}

async function definitionOf(name: string): Promise<RemoteDefinition> {
  const mod = (await import(join(ROOT, 'remotes', name, 'src/remote.ts'))) as { default: RemoteDefinition };
  return mod.default;
}

describe('remote lists', () => {
  it('the edge binds exactly every remote × slot, by the one binding and Worker name rule', () => {
    const expected = REMOTE_NAMES.flatMap((remote) =>
      DEPLOYMENT_SLOTS.map((slot) => ({
        binding: slotBindingName(remote, slot),
        service: slotWorkerName(remote, slot),
        entrypoint: 'Remote',
      })),
    );
    const sort = (list: { binding: string }[]) => [...list].sort((a, b) => a.binding.localeCompare(b.binding));
    expect(sort(edgeConfig().services)).toEqual(sort(expected));
  });

  it('every remote folder is a named remote whose definition carries its own name', async () => {
    const folders = remoteNamesIn(ROOT);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      expect(REMOTE_NAMES).toContain(folder);
      expect((await definitionOf(folder)).name).toBe(folder);
    }
  });

  it('every component a built page plan names is defined by its remote', async () => {
    const defined = new Map<string, Set<string>>();
    for (const name of remoteNamesIn(ROOT))
      defined.set(name, new Set(Object.keys((await definitionOf(name)).components)));
    const missing = (await pagePlans())
      .filter((plan) => plan.built)
      .flatMap((plan) =>
        plan.fragments
          .filter((f) => !defined.get(f.remote)?.has(f.component))
          .map((f) => `${plan.name}: ${f.remote}/${f.component}`),
      );
    expect(missing).toEqual([]);
  });

  it('the build names each slot Worker as the edge binds it', () => {
    for (const remote of REMOTES) {
      const config = JSON.parse(readFileSync(join(releaseDir(remote.name, 'a'), 'wrangler.jsonc'), 'utf8'));
      expect(config.name).toBe(slotWorkerName(remote.name, 'a'));
    }
  });
});
