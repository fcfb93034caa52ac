import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  DEPLOYMENTS_KEY,
  type Deployments,
  REMOTE_NAMES,
  type RemoteName,
  ROUTING_KEY,
  type RoutingTable,
  SemverSchema,
} from '@forecourt/contracts';
import { AUDIT_KEY, operator } from '../ops/audit.js';
import { contractRefusal, servingEdgeContract } from '../ops/contract-gate.js';
import { openKv, ROOT } from '../ops/kv.js';
import { batchedKv } from '../ops/kv-batch.js';
import { RELEASES_KEY, type ReleaseRecords, readReleaseRecords } from '../ops/release-records.js';
import { commitRouting } from '../ops/routing-change.js';
import { readBuiltRelease, readDeployments, readRouting, recordRelease } from '../ops/routing-ops.js';
import { bundleProblems, formatReport } from './bundle-report.js';
import { canaryCommands } from './canary-hints.js';
import { type Environment, environmentValues, renderEdgeConfig, slotWorkerNameIn } from './environments.js';
import { chooseSlot, dealersOnSlot } from './slot-choice.js';
import { EDGE_TARGET } from './workers.js';
import { dryRunWorker, wrangler } from './wrangler-dry-run.js';

export type ReleaseOptions = { version: string; slot?: 'a' | 'b'; env?: Environment; dryRun: boolean; outDir: string };
type State = { table: RoutingTable; deployments: Deployments; records: ReleaseRecords };

const say = (line: string) => console.log(`[release] ${line}`);
const fail = (lines: string[]) => {
  for (const l of lines) console.error(`[release] REFUSED ${l}`);
  return false;
};

/**
 * The KV the release reads and records into: the environment's (through wrangler, needs credentials)
 * or the local state. A dry run against an environment stays offline: no KV, an empty state.
 */
function openState(o: ReleaseOptions) {
  if (o.dryRun && o.env) {
    return {
      kv: null,
      state: {
        table: { revision: 0, defaults: {}, overrides: {}, history: [] },
        deployments: {},
        records: { remotes: {} },
      } as State,
    };
  }
  const kv = batchedKv(openKv(process.env, o.env), [ROUTING_KEY, DEPLOYMENTS_KEY, RELEASES_KEY, AUDIT_KEY]);
  return { kv, state: { table: readRouting(kv), deployments: readDeployments(kv), records: readReleaseRecords(kv) } };
}

export async function releaseRemote(name: string, o: ReleaseOptions): Promise<boolean> {
  if (!(REMOTE_NAMES as readonly string[]).includes(name))
    return fail([`unknown target ${name} (edge or one of ${REMOTE_NAMES.join(', ')})`]);
  if (!SemverSchema.safeParse(o.version).success) return fail([`${o.version} is not a semver version`]);
  const remote = name as RemoteName;
  const { kv, state } = openState(o);
  const slot = o.slot ?? chooseSlot(state.table, state.deployments, remote);
  const def = state.table.defaults[remote];
  const why = o.slot
    ? 'given'
    : !kv
      ? 'dry run: KV not read, --slot to choose'
      : def
        ? `default ${def} runs in the other`
        : 'first release';
  say(`${remote}@${o.version} → slot ${slot} (${why})`);
  const pinned = dealersOnSlot(state.table, state.deployments, remote, slot);
  if (pinned.length > 0)
    say(
      `note: ${pinned.join(', ')} pinned to the version slot ${slot} runs now; they get the default once it is replaced`,
    );

  // Dry runs build beside the checks; a real release builds where `npm start` serves slots from.
  const slotDir = o.dryRun ? join(o.outDir, 'slot') : join(ROOT, '.releases', remote, `slot-${slot}`);
  execFileSync(
    process.execPath,
    [join(ROOT, 'infra/build/build-remote.mjs'), remote, '--slot', slot, '--version', o.version, '--out', slotDir],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const config = join(slotDir, 'wrangler.jsonc');
  const report = await dryRunWorker({
    worker: slotWorkerNameIn(remote, slot, o.env),
    config,
    env: o.env,
    outDir: join(o.outDir, 'check'),
  });
  say(formatReport(report));
  const problems = bundleProblems(report, servingEdgeContract(state.records));
  if (problems.length > 0) return fail(problems);
  if (o.dryRun) {
    say('dry run: checks passed; nothing uploaded or recorded. After a real release:');
    for (const l of canaryCommands(remote, o.version, def, o.env)) console.log(l);
    return true;
  }

  if (o.env) console.log(await wrangler(['deploy', '-c', config, '--env', o.env], slotDir));
  const built = readBuiltRelease(slotDir)!;
  const at = new Date().toISOString();
  const next = recordRelease(state, built, at);
  kv!.put(DEPLOYMENTS_KEY, JSON.stringify(next.deployments));
  kv!.put(RELEASES_KEY, JSON.stringify(next.records));
  commitRouting(kv!, state.table, next.table, {
    reason: `release ${remote} ${o.version}`,
    by: operator(),
    at,
    command: 'release',
  });
  kv!.flush();
  say(
    `recorded ${remote}@${o.version} in slot ${slot} (${kv!.where})${o.env ? '' : '; restart `npm start` to serve it'}`,
  );
  for (const l of canaryCommands(remote, o.version, def, o.env)) console.log(l);
  return true;
}

/**
 * The edge: checked like a remote, then uploaded as a new version (`versions upload`) and rolled out
 * gradually with `versions deploy`. It must still read every remote version routing sends dealers to.
 */
export async function releaseEdge(o: ReleaseOptions): Promise<boolean> {
  if (!SemverSchema.safeParse(o.version).success) return fail([`${o.version} is not a semver version`]);
  const config = o.env ? renderEdgeConfig(o.env, environmentValues(o.env, { dryRun: o.dryRun })) : EDGE_TARGET.config;
  const { kv, state } = openState(o);
  const report = await dryRunWorker({
    worker: `forecourt-edge${o.env === 'staging' ? '-staging' : ''}`,
    config,
    env: o.env,
    outDir: o.outDir,
  });
  say(formatReport(report));
  const contract = report.contract ?? '0.0.0';
  const withNewEdge = { ...state.records, edge: { version: o.version, contract, at: '' } };
  const routed = new Set<string>();
  for (const map of [state.table.defaults, ...Object.values(state.table.overrides)]) {
    for (const [remote, version] of Object.entries(map)) routed.add(`${remote}@${version}`);
  }
  const unreadable = [...routed].flatMap((rv) => {
    const [remote, version] = rv.split('@') as [RemoteName, string];
    const refusal = contractRefusal(withNewEdge, remote, version);
    return refusal && !refusal.includes('is unknown') ? [`routed ${refusal}`] : [];
  });
  const problems = [...bundleProblems(report, contract), ...unreadable];
  if (problems.length > 0) return fail(problems);
  if (o.dryRun) {
    say('dry run: checks passed; nothing uploaded or recorded');
    return true;
  }
  if (o.env) {
    const out = await wrangler(
      ['versions', 'upload', '-c', config, '--env', o.env, '--tag', `v${o.version}`, '--message', `edge ${o.version}`],
      join(ROOT, 'edge'),
    );
    console.log(out);
    const id = /Worker Version ID:\s*([0-9a-f-]+)/i.exec(out)?.[1] ?? '<version-id>';
    const w = `pnpm --filter @forecourt/edge exec wrangler versions deploy -c ${config} --env ${o.env}`;
    console.log(
      `# roll out: 10%, then all (the previous version id: wrangler versions list)\n${w} ${id}@10% <previous-id>@90%\n${w} ${id}@100%`,
    );
  }
  kv!.put(RELEASES_KEY, JSON.stringify(withNewEdge));
  kv!.flush();
  say(`recorded edge ${o.version} (contract ${contract}) in ${kv!.where}`);
  return true;
}
