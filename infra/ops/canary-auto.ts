import type { RemoteName } from '@forecourt/contracts';
import {
  CANARIES_KEY,
  type Canary,
  DEFAULT_CANARY_STEPS,
  DEFAULT_STEP_WINDOW_MS,
  parseCanaries,
  parseSteps,
  startCanary,
  stepLabel,
} from '../../edge/src/canary/canary-plan.js';
import { describeFigures } from '../../edge/src/canary/judge.js';
import type { HealthSource } from '../../edge/src/health/health-figures.js';
import type { Kv } from './kv.js';
import { readReleaseRecords } from './release-records.js';
import { commitRouting } from './routing-change.js';
import { type ChangeOptions, dealerSlugs, OpsError } from './routing-commands.js';
import { applySet, readDeployments, readRouting, servedDeployments } from './routing-ops.js';

/** `routing status` reports health over this last stretch of time. */
export const STATUS_WINDOW_MS = 60 * 60_000;

export type AutoOptions = { steps?: string; windowMinutes?: number };

/**
 * `routing canary <remote> <version> --auto`: checks the version as `routing set` does (a slot runs it,
 * the edge reads its contract), pins the first step's dealers and stores the plan in KV (canaries:v1).
 * From then on the edge's cron judges and moves it (edge/src/canary/canary-cron.ts); no one has to.
 */
export function canaryAuto(kv: Kv, remote: RemoteName, version: string, f: AutoOptions, o: ChangeOptions): string[] {
  const steps = f.steps ? parseSteps(f.steps) : [...DEFAULT_CANARY_STEPS];
  if (typeof steps === 'string') throw new OpsError(steps);
  const windowMs = f.windowMinutes !== undefined ? Math.round(f.windowMinutes * 60_000) : DEFAULT_STEP_WINDOW_MS;
  if (!(windowMs >= 1000)) throw new OpsError('--window must be at least one second (0.0167 minutes)');
  const table = readRouting(kv);
  const recorded = readDeployments(kv);
  const deployments = kv.releasesDir ? servedDeployments(recorded, kv.releasesDir) : recorded;
  const checked = applySet(table, deployments, '-', remote, version, o.at, Boolean(o.force), readReleaseRecords(kv));
  if (!checked.ok) throw new OpsError(checked.error);
  const dealers = dealerSlugs(kv);
  const started = startCanary(table, parseCanaries(kv.get(CANARIES_KEY)), dealers, {
    remote,
    version,
    steps,
    windowMs,
    at: o.at,
    by: o.by,
    reason: o.reason,
  });
  if (!started.ok) throw new OpsError(started.error);
  const command = `routing canary ${remote} ${version} --auto --steps ${steps.map((s) => (s === 'one' ? 'one' : s)).join(',')}`;
  const { changes, table: committed } = commitRouting(kv, table, started.table, { ...o, command }, o.dryRun);
  if (!o.dryRun) kv.put(CANARIES_KEY, JSON.stringify(started.canaries));
  return [
    `${o.dryRun ? 'would start' : 'started'} self-judging canary ${remote}@${version} against ${table.defaults[remote]}: steps ${steps.map(stepLabel).join(' -> ')}, ${windowMs / 60_000} min each`,
    `step 1 (${stepLabel(steps[0]!)}): ${started.pinned.join(', ')} (of ${dealers.length} dealers), revision ${committed.revision}`,
    ...changes.map((c) => `  ${c}`),
    'the edge cron (every 10 min) judges each step; see `pnpm ops routing status` and `pnpm ops routing audit`',
  ];
}

/**
 * `routing status`: per remote, the default and every pinned version with its health over the last
 * STATUS_WINDOW_MS, and where each self-judging canary stands.
 */
export async function routingStatus(kv: Kv, source: HealthSource, now = Date.now()): Promise<string[]> {
  const table = readRouting(kv);
  const canaries = parseCanaries(kv.get(CANARIES_KEY));
  const window = { fromMs: now - STATUS_WINDOW_MS, toMs: now + 1 };
  const lines = [`# ${kv.where}; health from ${source.where}, last ${STATUS_WINDOW_MS / 60_000} min`];
  const remotes = new Set([...Object.keys(table.defaults), ...Object.keys(canaries)]);
  for (const remote of [...remotes].sort() as RemoteName[]) {
    const pinned = Object.values(table.overrides).flatMap((o) => (o[remote] ? [o[remote]!] : []));
    const def = table.defaults[remote];
    const versions = [...new Set([def, ...pinned].filter((v): v is string => Boolean(v)))];
    const figures = await source.figures(remote, versions, window);
    lines.push(`${remote}: default ${def ?? '(none)'}`);
    for (const v of versions) {
      const dealers = pinned.filter((p) => p === v).length;
      const f = figures.get(v);
      const who = v === def ? 'default' : `${dealers} dealer${dealers === 1 ? '' : 's'} pinned`;
      lines.push(`  ${f ? describeFigures(v, f) : `${v}: no renders recorded`} [${who}]`);
    }
    const canary = canaries[remote];
    if (canary) lines.push(`  ${canaryLine(canary, now)}`);
  }
  return lines;
}

function canaryLine(c: Canary, now: number): string {
  const step = `step ${c.step + 1} of ${c.steps.length} (${stepLabel(c.steps[c.step]!)})`;
  const head = `canary ${c.version} vs ${c.baseline}: ${c.status}`;
  const last = c.last ? `; last judged ${c.last.at}: ${c.last.verdict} — ${c.last.detail}` : '; not judged yet';
  if (c.status !== 'running') return `${head} at ${step}${last}`;
  const left = Math.max(0, c.stepStartedAt + c.windowMs - now);
  return `${head}, ${step}, window ends in ${Math.ceil(left / 60_000)} min${last}`;
}
