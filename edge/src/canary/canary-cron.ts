import {
  commitReads,
  pinDealers,
  ROUTING_KEY,
  type RoutingTable,
  RoutingTableSchema,
  routingWrites,
  setRemoteDefault,
  unpinDealers,
} from '@forecourt/contracts';
import type { Env } from '../env.js';
import { analyticsHealthSource } from '../health/analytics-sql.js';
import { d1HealthSource, pruneLocalHealth } from '../health/d1-health.js';
import { fallbackRate, type HealthFigures, type HealthSource, NO_RENDERS } from '../health/health-figures.js';
import { flushLocalHealth } from '../health/render-health.js';
import { CANARIES_KEY, type Canary, dealersForStep, parseCanaries, stepLabel } from './canary-plan.js';
import { BASELINE_LOOKBACK_MS, judge, MIN_BASELINE_RENDERS, type Verdict } from './judge.js';

/** Who the audit log names for what the cron does. */
export const CANARY_ACTOR = 'edge cron (self-judging canary)';

/**
 * Where the judge reads health: Analytics Engine's SQL API when the environment has its credentials,
 * else the local D1 sink. An environment writing Analytics Engine without them is never judged from
 * the (empty) local table: its canaries wait, logged.
 */
export function healthSource(env: Env): HealthSource | null {
  if (env.ANALYTICS_ACCOUNT_ID && env.ANALYTICS_API_TOKEN && env.REMOTE_HEALTH_DATASET) {
    return analyticsHealthSource({
      accountId: env.ANALYTICS_ACCOUNT_ID,
      token: env.ANALYTICS_API_TOKEN,
      dataset: env.REMOTE_HEALTH_DATASET,
      ...(env.ANALYTICS_API_URL ? { apiUrl: env.ANALYTICS_API_URL } : {}),
    });
  }
  return env.REMOTE_HEALTH ? null : d1HealthSource(env.DB);
}

/**
 * The cron's canary pass (every tick, no human step): each running canary is judged against the default
 * version over its step's window; worse → its dealers are unpinned (rolled back); healthy → the next
 * step's dealers are pinned, or after the last step the default moves to it and its pins go. Every move
 * is one routing revision with the reason and the figures in the routing audit log.
 */
export async function scheduledCanaries(env: Env, now = Date.now()): Promise<void> {
  if (!env.REMOTE_HEALTH) {
    await flushLocalHealth(env.DB); // the samples this isolate still holds count in this judgement
    await pruneLocalHealth(env.DB, now);
  }
  const canaries = parseCanaries(await env.SITES.get(CANARIES_KEY));
  const running = Object.values(canaries).filter((c) => c.status === 'running');
  if (running.length === 0) return;
  const source = healthSource(env);
  if (!source) {
    console.error(
      '[canary] REMOTE_HEALTH is bound but ANALYTICS_ACCOUNT_ID/ANALYTICS_API_TOKEN are not set: canaries wait',
    );
    return;
  }
  const kv = cachedKv(env.SITES);
  let table = RoutingTableSchema.parse(
    JSON.parse((await kv.get(ROUTING_KEY)) ?? '{"revision":0,"defaults":{},"overrides":{},"history":[]}'),
  );
  for (const canary of running) {
    const next = await advance(env, kv, table, canary, source, now).catch((error: unknown) => {
      console.error(`[canary] ${canary.remote}@${canary.version} not judged`, error);
      return null;
    });
    if (!next) continue;
    table = next.table;
    canaries[canary.remote] = next.canary;
  }
  await kv.put(CANARIES_KEY, JSON.stringify(canaries));
  await kv.flush();
}

type CachedKv = ReturnType<typeof cachedKv>;
/** KV reads that see this pass's own writes (several canaries may move in one tick); writes go out at flush. */
function cachedKv(ns: KVNamespace) {
  const seen = new Map<string, string | null>();
  const pending = new Map<string, string>();
  return {
    async get(key: string) {
      if (!seen.has(key)) seen.set(key, await ns.get(key));
      return seen.get(key) ?? null;
    },
    async put(key: string, value: string) {
      seen.set(key, value);
      pending.set(key, value);
    },
    async flush() {
      await Promise.all([...pending].map(([k, v]) => ns.put(k, v)));
      pending.clear();
    },
  };
}

async function advance(env: Env, kv: CachedKv, table: RoutingTable, canary: Canary, source: HealthSource, now: number) {
  const at = new Date(now).toISOString();
  // Someone moved the default or unpinned the canary by hand: its comparison no longer holds, and it
  // never pins again over a human decision. Whatever pins remain stay as they are.
  const pinned = Object.values(table.overrides).some((o) => o[canary.remote] === canary.version);
  if (table.defaults[canary.remote] !== canary.baseline || !pinned) {
    return { table, canary: { ...canary, status: 'abandoned' as const, last: undefined } };
  }
  const verdict = await judgeStep(source, canary, now);
  const judged: Canary = { ...canary, last: { at, ...verdict } };
  const step = canary.steps[canary.step]!;
  const label = `routing canary ${canary.remote} ${canary.version} --auto`;
  const commit = async (after: RoutingTable, command: string, reason: string) => {
    const reads = new Map(await Promise.all(commitReads(table).map(async (k) => [k, await kv.get(k)] as const)));
    const meta = { by: CANARY_ACTOR, at, command: `${label}: ${command}`, reason };
    const w = routingWrites(table, after, meta, (k) => reads.get(k) ?? null);
    for (const [k, v] of Object.entries(w.puts)) await kv.put(k, v);
    return w.table;
  };
  if (verdict.verdict === 'wait') return { table, canary: judged };
  if (verdict.verdict === 'worse') {
    const after = unpinDealers(table, canary.remote, at, canary.version);
    const reason = `rolled back at step ${stepLabel(step)}: worse than the default. ${verdict.detail}`;
    return {
      table: await commit(after, `rollback at ${stepLabel(step)}`, reason),
      canary: { ...judged, status: 'rolled-back' as const },
    };
  }
  if (canary.step === canary.steps.length - 1) {
    const after = unpinDealers(
      setRemoteDefault(table, canary.remote, canary.version),
      canary.remote,
      at,
      canary.version,
    );
    const reason = `promoted after ${canary.steps.length} healthy steps: default ${canary.baseline} -> ${canary.version}. ${verdict.detail}`;
    return { table: await commit(after, 'promote', reason), canary: { ...judged, status: 'promoted' as const } };
  }
  const nextStep = canary.steps[canary.step + 1]!;
  const after = pinDealers(
    table,
    dealersForStep(nextStep, await dealerSlugs(env.SITES)),
    canary.remote,
    canary.version,
    at,
  );
  const reason = `step ${stepLabel(step)} healthy, moving to ${stepLabel(nextStep)}. ${verdict.detail}`;
  return {
    table: await commit(after, `step to ${stepLabel(nextStep)}`, reason),
    canary: { ...judged, step: canary.step + 1, stepStartedAt: now },
  };
}

/** The canary's and the default's figures over the step's window (the default's over a longer one when sparse). */
async function judgeStep(
  source: HealthSource,
  canary: Canary,
  now: number,
): Promise<Verdict & { canary: Fig; baseline: Fig }> {
  const window = { fromMs: canary.stepStartedAt, toMs: now + 1 };
  const figs = await source.figures(canary.remote, [canary.version, canary.baseline], window);
  const c = figs.get(canary.version) ?? NO_RENDERS;
  let b = figs.get(canary.baseline) ?? NO_RENDERS;
  if (b.renders < MIN_BASELINE_RENDERS) {
    const wider = { fromMs: Math.min(window.fromMs, now - BASELINE_LOOKBACK_MS), toMs: window.toMs };
    b = (await source.figures(canary.remote, [canary.baseline], wider)).get(canary.baseline) ?? NO_RENDERS;
  }
  const verdict = judge(
    { version: canary.version, figures: c },
    { version: canary.baseline, figures: b },
    now - canary.stepStartedAt >= canary.windowMs,
  );
  return { ...verdict, canary: fig(canary.version, c), baseline: fig(canary.baseline, b) };
}

type Fig = { version: string; renders: number; fallbackRate: number; p95Ms: number | null };
const fig = (version: string, f: HealthFigures): Fig => ({
  version,
  renders: f.renders,
  fallbackRate: fallbackRate(f),
  p95Ms: f.p95Ms,
});

/** Every dealer of this KV namespace (site:<slug> keys), as the ops CLI lists them. */
async function dealerSlugs(kv: KVNamespace): Promise<string[]> {
  const slugs: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: 'site:', ...(cursor ? { cursor } : {}) });
    slugs.push(...page.keys.map((k) => k.name.slice('site:'.length)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return slugs;
}
