import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  DEPLOYMENTS_KEY,
  type Deployments,
  REMOTE_NAMES,
  type RemoteName,
  ROUTING_KEY,
  type RoutingTable,
} from '@forecourt/contracts';
import { AUDIT_KEY, operator } from '../ops/audit.js';
import { contractRefusal, servingEdgeContract } from '../ops/contract-gate.js';
import { type Kv, openKv, ROOT } from '../ops/kv.js';
import { batchedKv } from '../ops/kv-batch.js';
import { RELEASES_KEY, type ReleaseRecords, readReleaseRecords } from '../ops/release-records.js';
import { commitRouting } from '../ops/routing-change.js';
import {
  readBuiltRelease,
  readDeployments,
  readRouting,
  recordRelease,
  servedDeployments,
} from '../ops/routing-ops.js';
import { bundleProblems, formatReport } from './bundle-report.js';
import { canaryCommands } from './canary-hints.js';
import {
  type Environment,
  environmentValues,
  renderEdgeConfig,
  slotWorkerNameIn,
  stripeWorkerNameIn,
} from './environments.js';
import { LIMITS } from './limits.js';
import { slotConfigProblems } from './public-urls.js';
import { isRemote, packageVersion, planRemoteRelease, releaseVersion } from './release-plan.js';
import { EDGE_TARGET, STRIPE_TARGET } from './workers.js';
import { dryRunWorker, wrangler } from './wrangler-dry-run.js';

export type ReleaseOptions = {
  /** Default: the package.json version; another one is refused. */
  version?: string;
  slot?: 'a' | 'b';
  env?: Environment;
  dryRun: boolean;
  outDir: string;
  /** The target's KV (tests); default: the environment's or the local state through wrangler. */
  kv?: Kv;
};
type State = { table: RoutingTable; deployments: Deployments; records: ReleaseRecords };

const say = (line: string) => console.log(`[release] ${line}`);
const fail = (lines: string[]) => {
  for (const l of lines) console.error(`[release] REFUSED ${l}`);
  return false;
};

/**
 * The KV the release reads and records into: the environment's (through wrangler, needs credentials)
 * or the local state. A dry run reads it too (read-only: nothing is ever flushed), so it names the
 * slot the real release would take.
 */
export function openState(o: Pick<ReleaseOptions, 'env'>, kv?: Kv) {
  const store = kv ?? batchedKv(openKv(process.env, o.env), [ROUTING_KEY, DEPLOYMENTS_KEY, RELEASES_KEY, AUDIT_KEY]);
  const recorded = readDeployments(store);
  const state: State = {
    table: readRouting(store),
    // Locally a slot counts while its build is there (what `npm start` serves).
    deployments: store.releasesDir ? servedDeployments(recorded, store.releasesDir) : recorded,
    records: readReleaseRecords(store),
  };
  return { kv: store, state, recorded };
}

/** An empty, read-only KV: a dry run against an environment without credentials (CI) stays offline and says so. */
const offlineKv = (env: Environment): Kv => ({
  where: `${env} KV NOT read (offline: no CLOUDFLARE_API_TOKEN; the slot is --slot's or a first release's)`,
  get: () => null,
  getMany: (keys) => Object.fromEntries(keys.map((k) => [k, null])),
  list: () => [],
  put: () => {
    throw new Error('a dry run writes nothing');
  },
  putMany: () => {
    throw new Error('a dry run writes nothing');
  },
  deleteMany: () => {
    throw new Error('a dry run writes nothing');
  },
});

function readTargetState(o: ReleaseOptions) {
  if (!o.kv && o.dryRun && o.env && !process.env.CLOUDFLARE_API_TOKEN) return openState(o, offlineKv(o.env));
  try {
    return openState(o, o.kv);
  } catch (error) {
    const msg = String((error as { stderr?: string }).stderr ?? (error as Error).message).split('\n')[0];
    throw new Error(
      `cannot read ${o.env ? `the ${o.env} KV` : 'the local KV'} (${msg})${o.env ? '; a release reads it: check CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID' : ''}`,
    );
  }
}

/**
 * The plan of a remote release from the target's KV, printed; null (after saying why) when refused.
 * Exported for tests: it builds nothing.
 */
export function planRelease(name: string, o: ReleaseOptions, pkg = isRemote(name) ? packageVersion(name) : '') {
  if (!isRemote(name)) {
    fail([`unknown target ${name} (edge or one of ${REMOTE_NAMES.join(', ')})`]);
    return null;
  }
  const v = releaseVersion(name, o.version, pkg);
  if (!v.ok) {
    fail([v.error]);
    return null;
  }
  const { kv, state, recorded } = readTargetState(o);
  const plan = planRemoteRelease(state, name, v.version, { slot: o.slot, env: o.env, where: kv.where });
  say(`${name}@${plan.version} → slot ${plan.slot} (${plan.why}; read from ${kv.where})`);
  if (plan.refusals.length > 0) {
    fail(plan.refusals);
    return null;
  }
  return { plan, kv, state, recorded };
}

export async function releaseRemote(name: string, o: ReleaseOptions): Promise<boolean> {
  const planned = planRelease(name, o);
  if (!planned) return false;
  const { plan, kv, state, recorded } = planned;
  const { remote, version, slot } = plan;
  const def = state.table.defaults[remote];

  // Dry runs build beside the checks; a real release builds where `npm start` serves slots from.
  const slotDir = o.dryRun ? join(o.outDir, 'slot') : join(ROOT, '.releases', remote, `slot-${slot}`);
  execFileSync(
    process.execPath,
    [join(ROOT, 'infra/build/build-remote.mjs'), remote, '--slot', slot, '--version', version, '--out', slotDir],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const config = join(slotDir, 'wrangler.jsonc');
  const privateProblems = slotConfigProblems(config);
  if (privateProblems.length > 0) return fail(privateProblems);
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
    say(`dry run: checks passed; nothing uploaded or recorded (${kv.where} was only read). A real release runs:`);
    for (const c of plan.commands) console.log(`  ${c}`);
    say('then:');
    for (const l of canaryCommands(remote, version, def, o.env)) console.log(l);
    return true;
  }

  if (o.env) console.log(await wrangler(['deploy', '-c', config, '--env', o.env], slotDir));
  const built = readBuiltRelease(slotDir)!;
  const at = new Date().toISOString();
  const next = recordRelease(state, built, at);
  // Record into what KV holds (locally `state` hides slots whose build is gone; they stay recorded).
  kv.put(DEPLOYMENTS_KEY, JSON.stringify({ ...recorded, [remote]: { ...recorded[remote], [slot]: version } }));
  kv.put(RELEASES_KEY, JSON.stringify(next.records));
  commitRouting(kv, state.table, next.table, {
    reason: `release ${remote} ${version}: its first default`,
    by: operator(),
    at,
    command: 'release',
  });
  if ('flush' in kv) (kv as { flush(): void }).flush();
  say(`recorded ${remote}@${version} in slot ${slot} (${kv.where})${o.env ? '' : '; `npm start` serves it now'}`);
  for (const l of canaryCommands(remote, version, def, o.env)) console.log(l);
  return true;
}

/**
 * The edge: checked like a remote, then uploaded as a new version (`versions upload`) and rolled out
 * gradually with `versions deploy`. It must still read every remote version routing sends dealers to.
 */
export async function releaseEdge(o: ReleaseOptions): Promise<boolean> {
  const v = releaseVersion('edge', o.version, packageVersion('edge'));
  if (!v.ok) return fail([v.error]);
  const version = v.version;
  const config = o.env ? renderEdgeConfig(o.env, environmentValues(o.env, { dryRun: o.dryRun })) : EDGE_TARGET.config;
  const { kv, state } = readTargetState(o);
  const report = await dryRunWorker({
    worker: `forecourt-edge${o.env === 'staging' ? '-staging' : ''}`,
    config,
    env: o.env,
    outDir: o.outDir,
    ...(o.env ? { budgetGzipBytes: LIMITS.edgeGzipBytes } : {}),
  });
  say(formatReport(report));
  // The Worker the edge binds for Stripe (STRIPE): checked with it, deployed before it.
  const stripe = await dryRunWorker({
    worker: stripeWorkerNameIn(o.env),
    config: STRIPE_TARGET.config,
    env: o.env,
    outDir: join(o.outDir, 'stripe'),
  });
  say(formatReport(stripe));
  const contract = report.contract ?? '0.0.0';
  const withNewEdge = { ...state.records, edge: { version, contract, at: '' } };
  const routed = new Set<string>();
  for (const map of [state.table.defaults, ...Object.values(state.table.overrides)]) {
    for (const [remote, version] of Object.entries(map)) routed.add(`${remote}@${version}`);
  }
  const unreadable = [...routed].flatMap((rv) => {
    const [remote, version] = rv.split('@') as [RemoteName, string];
    const refusal = contractRefusal(withNewEdge, remote, version);
    return refusal && !refusal.includes('is unknown') ? [`routed ${refusal}`] : [];
  });
  const problems = [
    ...bundleProblems(report, contract),
    ...bundleProblems(stripe, contract, { fragments: false }).map((p) => `${stripe.worker}: ${p}`),
    ...slotConfigProblems(STRIPE_TARGET.config).map((p) => `${stripe.worker}: ${p}`),
    ...unreadable,
  ];
  if (problems.length > 0) return fail(problems);
  const deployStripe = o.env ? ['deploy', '-c', STRIPE_TARGET.config, '--env', o.env] : null;
  const upload = o.env
    ? ['versions', 'upload', '-c', config, '--env', o.env, '--tag', `v${version}`, '--message', `edge ${version}`]
    : null;
  if (o.dryRun) {
    say(`dry run: checks passed; nothing uploaded or recorded (${kv.where} was only read)`);
    if (deployStripe && upload)
      say(
        `a real release runs: pnpm --filter @forecourt/edge exec wrangler ${deployStripe.join(' ')}, then … ${upload.join(' ')}`,
      );
    return true;
  }
  if (deployStripe) console.log(await wrangler(deployStripe, join(ROOT, 'edge')));
  if (upload) {
    const out = await wrangler(upload, join(ROOT, 'edge'));
    console.log(out);
    const id = /Worker Version ID:\s*([0-9a-f-]+)/i.exec(out)?.[1] ?? '<version-id>';
    const w = `pnpm --filter @forecourt/edge exec wrangler versions deploy -c ${config} --env ${o.env}`;
    console.log(
      `# roll out: 10%, then all (the previous version id: wrangler versions list)\n${w} ${id}@10% <previous-id>@90%\n${w} ${id}@100%`,
    );
  }
  kv.put(RELEASES_KEY, JSON.stringify(withNewEdge));
  if ('flush' in kv) (kv as { flush(): void }).flush();
  say(`recorded edge ${version} (contract ${contract}) in ${kv.where}`);
  return true;
}
