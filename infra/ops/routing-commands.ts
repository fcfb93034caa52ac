import { join } from 'node:path';
import {
  DEPLOYMENTS_KEY,
  dealersForPercent,
  diffRouting,
  pinDealers,
  type RemoteName,
  RemoteNameSchema,
  SemverSchema,
  unpinDealers,
} from '@forecourt/contracts';
import { AUDIT_KEY, parseAudit } from './audit.js';
import { type Kv, ROOT } from './kv.js';
import { builtRemotes, builtSlots, type LocalBuildPlan, planLocalBuild } from './local-build.js';
import { RELEASES_KEY, readReleaseRecords } from './release-records.js';
import { type ChangeMeta, commitRouting, readRevision } from './routing-change.js';
import {
  applyDefault,
  applyRollback,
  applySet,
  formatRouting,
  gate,
  readDeployments,
  readRouting,
  registerReleases,
  servedDeployments,
  strandedDefaults,
} from './routing-ops.js';

const RELEASES = join(ROOT, '.releases');

/** A refused command: the CLI prints it and exits 2, changing nothing. */
export class OpsError extends Error {}

export type ChangeOptions = Omit<ChangeMeta, 'command'> & { force?: boolean; dryRun?: boolean };

export const parseRemote = (value: string): RemoteName => {
  const r = RemoteNameSchema.safeParse(value);
  if (!r.success) throw new OpsError(`unknown remote ${value} (one of ${RemoteNameSchema.options.join(', ')})`);
  return r.data;
};
export const parseVersion = (value: string): string => {
  if (!SemverSchema.safeParse(value).success) throw new OpsError(`${value} is not a semver version`);
  return value;
};

/**
 * Routing, the versions the target serves and the release records. Locally, a slot KV records counts
 * only while its build is there (`npm start` serves the built slots, both of every remote).
 */
function state(kv: Kv) {
  const recorded = readDeployments(kv);
  const deployments = kv.releasesDir ? servedDeployments(recorded, kv.releasesDir) : recorded;
  return { table: readRouting(kv), deployments, records: readReleaseRecords(kv) };
}

/** Refuses a slug that is no dealer of this KV namespace (no site:<slug> key): a typo would be written as a pin. */
function knownDealers(kv: Kv, slugs: readonly string[]): string[] {
  const known = dealerSlugs(kv);
  const unknown = slugs.filter((slug) => !known.includes(slug));
  if (unknown.length > 0) {
    const hint = unknown.map((u) => closest(u, known)).filter(Boolean);
    throw new OpsError(
      `no dealer ${unknown.join(', ')} in ${kv.where} (no site:<slug> key)${hint.length ? `; did you mean ${hint.join(', ')}?` : ''}`,
    );
  }
  return known;
}

/** The known slug nearest to a misspelt one (edit distance at most 3), or null. */
function closest(slug: string, known: readonly string[]): string | null {
  let best: { slug: string; d: number } | null = null;
  for (const k of known) {
    const d = distance(slug, k);
    if (d <= 3 && (!best || d < best.d)) best = { slug: k, d };
  }
  return best?.slug ?? null;
}
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

function commit(
  kv: Kv,
  before: ReturnType<typeof readRouting>,
  after: typeof before,
  o: ChangeOptions,
  command: string,
) {
  const { changes, table } = commitRouting(
    kv,
    before,
    after,
    { reason: o.reason, by: o.by, at: o.at, command },
    o.dryRun,
  );
  if (changes.length === 0) return ['no change'];
  const head = o.dryRun
    ? `would change (revision ${before.revision} -> ${table.revision}, dry run):`
    : `revision ${table.revision}:`;
  return [head, ...changes.map((c) => `  ${c}`)];
}

export function show(kv: Kv): string[] {
  const { table, deployments } = state(kv);
  return [`# ${kv.where}`, formatRouting(table, deployments)];
}

export function set(kv: Kv, slug: string, remote: RemoteName, version: string, o: ChangeOptions): string[] {
  knownDealers(kv, [slug]);
  const s = state(kv);
  const r = applySet(s.table, s.deployments, slug, remote, version, o.at, Boolean(o.force), s.records);
  if (!r.ok) throw new OpsError(r.error);
  return commit(kv, s.table, r.table, o, `routing set ${slug} ${remote} ${version}`);
}

export function rollback(kv: Kv, slug: string, remote: RemoteName, o: ChangeOptions): string[] {
  const s = state(kv);
  const r = applyRollback(s.table, slug, remote, o.at);
  if (!r.ok) throw new OpsError(r.error);
  return commit(kv, s.table, r.table, o, `routing rollback ${slug} ${remote}`);
}

export function setDefault(kv: Kv, remote: RemoteName, version: string, o: ChangeOptions): string[] {
  const s = state(kv);
  const r = applyDefault(s.table, s.deployments, remote, version, Boolean(o.force), s.records);
  if (!r.ok) throw new OpsError(r.error);
  return commit(kv, s.table, r.table, o, `routing default ${remote} ${version}`);
}

/** The dealers of this KV namespace (site:<slug> keys). */
export const dealerSlugs = (kv: Kv) => kv.list('site:').map((k) => k.slice('site:'.length));

export function canary(
  kv: Kv,
  remote: RemoteName,
  version: string,
  who: { percent?: number; dealers?: string[] },
  o: ChangeOptions,
): string[] {
  if ((who.percent === undefined) === (who.dealers === undefined)) {
    throw new OpsError('canary needs exactly one of --percent <n> and --dealers <slug,slug>');
  }
  const s = state(kv);
  const known = knownDealers(kv, who.dealers ?? []);
  const slugs = who.dealers ?? dealersForPercent(known, who.percent!);
  // Same checks as `routing set`, once for the whole canary.
  const checked = applySet(s.table, s.deployments, '-', remote, version, o.at, Boolean(o.force), s.records);
  if (!checked.ok) throw new OpsError(checked.error);
  const after = pinDealers(s.table, slugs, remote, version, o.at);
  const what = who.dealers ? `--dealers ${slugs.join(',')}` : `--percent ${who.percent}`;
  const lines = commit(kv, s.table, after, o, `routing canary ${remote} ${version} ${what}`);
  return [`canary ${remote}@${version}: ${slugs.length} of ${known.length} dealers`, ...lines];
}

export function unpin(kv: Kv, remote: RemoteName, version: string | undefined, o: ChangeOptions): string[] {
  const s = state(kv);
  const after = unpinDealers(s.table, remote, o.at, version);
  // Dealers fall back to the default: it must be one the edge can read.
  const def = s.table.defaults[remote];
  const refused = def ? gate(s.records, remote, def, Boolean(o.force)) : null;
  if (refused) throw new OpsError(`default ${refused}`);
  return commit(kv, s.table, after, o, `routing unpin ${remote}${version ? ` ${version}` : ''}`);
}

export function diff(kv: Kv, from: number, to?: number): string[] {
  const current = readRouting(kv);
  const a = readRevision(kv, from, current);
  const b = to === undefined ? current : readRevision(kv, to, current);
  const missing = (rev: number) => {
    // Revisions are contiguous since every change is one; a gap can only be from before that (or trimmed by hand).
    const stored = kv
      .list('routing:v1:rev:')
      .map((k) => Number(k.slice('routing:v1:rev:'.length)))
      .filter(Number.isInteger)
      .sort((x, y) => x - y);
    const near = [stored.filter((r) => r < rev).at(-1), stored.find((r) => r > rev)].filter((r) => r !== undefined);
    return new OpsError(
      `revision ${rev} is not stored${near.length ? ` (nearest stored: ${near.map((r) => `r${r}`).join(', ')})` : ''}`,
    );
  };
  if (!a) throw missing(from);
  if (!b) throw missing(to!);
  const lines = diffRouting(a, b);
  return [
    `revision ${a.revision} -> ${b.revision}:`,
    ...(lines.length ? lines.map((l) => `  ${l}`) : ['  (same routing)']),
  ];
}

export function audit(kv: Kv, last: number): string[] {
  const log = parseAudit(kv.get(AUDIT_KEY)).slice(-last);
  if (log.length === 0) return ['(no routing changes recorded)'];
  return log.flatMap((e) => [
    `${e.at} ${e.by} r${e.revision.from}->r${e.revision.to} ${e.command} — ${e.reason}`,
    ...e.changes.map((c) => `    ${c}`),
  ]);
}

/**
 * `deployments register`: records every built slot. It moves no default and no pin; the only routing
 * it writes is a first default for a remote that has none (audited). A default no slot runs is reported.
 */
export function register(kv: Kv, o: Omit<ChangeOptions, 'force' | 'dryRun'>, releasesDir?: string): string[] {
  const s = { table: readRouting(kv), deployments: readDeployments(kv), records: readReleaseRecords(kv) };
  const next = registerReleases(s.deployments, s.table, releasesDir, s.records, o.at);
  kv.put(DEPLOYMENTS_KEY, JSON.stringify(next.deployments));
  kv.put(RELEASES_KEY, JSON.stringify(next.records));
  const { changes } = commitRouting(kv, s.table, next.table, { ...o, command: 'deployments register' });
  return [
    `registered deployments in ${kv.where}: ${JSON.stringify(next.deployments)}`,
    ...changes.map((c) => `first default: ${c}`),
    ...strandedDefaults({
      ...next,
      deployments: servedDeployments(next.deployments, releasesDir ?? kv.releasesDir ?? RELEASES),
    }),
  ];
}

/**
 * `deployments plan-build`: the slot each remote's working-tree version is built into by `pnpm build`
 * (never over a version routing points to; see local-build.ts), from this KV's routing.
 */
export function planBuild(
  kv: Kv,
  versions: Record<string, string>,
  releasesDir = kv.releasesDir ?? RELEASES,
): LocalBuildPlan[] {
  const table = readRouting(kv);
  const known = new Set<string>(builtRemotes(releasesDir));
  return Object.entries(versions).map(([remote, version]) => {
    const name = parseRemote(remote);
    const built = known.has(name) ? builtSlots(releasesDir, name) : {};
    return planLocalBuild(name, parseVersion(version), built, table);
  });
}
