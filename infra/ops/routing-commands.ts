import { DEPLOYMENTS_KEY, type RemoteName, RemoteNameSchema, SemverSchema } from '@forecourt/contracts';
import { AUDIT_KEY, parseAudit } from './audit.js';
import { dealersForPercent, pinDealers, unpinDealers } from './canary.js';
import type { Kv } from './kv.js';
import { RELEASES_KEY, readReleaseRecords } from './release-records.js';
import { type ChangeMeta, commitRouting, readRevision } from './routing-change.js';
import { diffRouting } from './routing-diff.js';
import {
  applyDefault,
  applyRollback,
  applySet,
  formatRouting,
  gate,
  readDeployments,
  readRouting,
  registerReleases,
} from './routing-ops.js';

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

function state(kv: Kv) {
  return { table: readRouting(kv), deployments: readDeployments(kv), records: readReleaseRecords(kv) };
}

function commit(
  kv: Kv,
  before: ReturnType<typeof readRouting>,
  after: typeof before,
  o: ChangeOptions,
  command: string,
) {
  const changes = commitRouting(kv, before, after, { reason: o.reason, by: o.by, at: o.at, command }, o.dryRun);
  if (changes.length === 0) return ['no change'];
  const head = o.dryRun ? `would change (revision ${before.revision}, dry run):` : `revision ${after.revision}:`;
  return [head, ...changes.map((c) => `  ${c}`)];
}

export function show(kv: Kv): string[] {
  const { table, deployments } = state(kv);
  return [`# ${kv.where}`, formatRouting(table, deployments)];
}

export function set(kv: Kv, slug: string, remote: RemoteName, version: string, o: ChangeOptions): string[] {
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
  const known = dealerSlugs(kv);
  const slugs = who.dealers ?? dealersForPercent(known, who.percent!);
  const unknown = slugs.filter((slug) => !known.includes(slug));
  if (unknown.length > 0 && !o.force)
    throw new OpsError(`no site config for ${unknown.join(', ')} (--force to pin anyway)`);
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
  if (!a) throw new OpsError(`revision ${from} is not stored`);
  if (!b) throw new OpsError(`revision ${to} is not stored`);
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

/** `deployments register`: every built slot; a routing change it makes (a first default) is audited. */
export function register(kv: Kv, o: Omit<ChangeOptions, 'force' | 'dryRun'>, releasesDir?: string): string[] {
  const s = state(kv);
  const next = registerReleases(s.deployments, s.table, releasesDir, s.records, o.at);
  kv.put(DEPLOYMENTS_KEY, JSON.stringify(next.deployments));
  kv.put(RELEASES_KEY, JSON.stringify(next.records));
  commitRouting(kv, s.table, next.table, { ...o, command: 'deployments register' });
  return [`registered deployments in ${kv.where}: ${JSON.stringify(next.deployments)}`];
}
