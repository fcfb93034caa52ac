import {
  AUDIT_KEY,
  type AuditEntry,
  parseAudit,
  type RemoteName,
  ROUTING_KEY,
  RoutingTableSchema,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { memoryKv } from '@forecourt/infra/ops/memory-kv';
import { CANARIES_KEY, type Canary, parseCanaries } from '../../edge/src/canary/canary-plan.js';
import { canaryAuto } from '../../infra/ops/canary-auto.js';
import type { Platform } from './platform.js';

/**
 * Drives self-judging canaries on a running platform: starts one with the ops CLI's own function
 * (`routing canary --auto`, on an in-memory copy of the platform's KV, its writes copied back), sends
 * shopper traffic and runs the edge's scheduled handler, as the ten-minute cron would.
 */
export async function startAutoCanary(
  p: Platform,
  remote: RemoteName,
  version: string,
  o: { steps: string; windowMs: number },
): Promise<string[]> {
  const names = (await p.kv.list()).keys.map((k) => k.name);
  const values = await Promise.all(names.map(async (n) => [n, await p.kv.get(n)] as const));
  const kv = memoryKv(Object.fromEntries(values.filter(([, v]) => v !== null)));
  const before = new Map(kv.data);
  const lines = canaryAuto(
    kv,
    remote,
    version,
    { steps: o.steps, windowMinutes: o.windowMs / 60_000 },
    // --force: test releases carry no release record (the contract gate is the ops tests' business).
    { reason: `test canary of ${remote}@${version}`, by: 'test', at: new Date().toISOString(), force: true },
  );
  for (const [k, v] of kv.data) if (before.get(k) !== v) await p.kv.put(k, v);
  return lines;
}

export const runCron = async (p: Platform) => {
  const result = await (await p.mf.getWorker('edge')).scheduled({ cron: '*/10 * * * *' });
  if (result.outcome !== 'ok') throw new Error(`scheduled handler: ${result.outcome}`);
};

export const canaries = async (p: Platform): Promise<Record<string, Canary>> =>
  parseCanaries(await p.kv.get(CANARIES_KEY));
export const routing = async (p: Platform) => RoutingTableSchema.parse(JSON.parse((await p.kv.get(ROUTING_KEY))!));
export const auditLog = async (p: Platform): Promise<AuditEntry[]> => parseAudit(await p.kv.get(AUDIT_KEY));

/** A few listed cars' paths per tenant, and each tenant's home page: the shopper traffic of a round. */
export function shopperPaths(tenants: readonly string[], carsPerDealer: number, now: number) {
  const out: { host: string; path: string; remote: RemoteName }[] = [];
  for (const t of iterateTenants({ now, validate: false })) {
    if (!tenants.includes(t.site.slug)) continue;
    const host = `${t.site.slug}.localhost`;
    out.push({ host, path: '/', remote: 'content' }, { host, path: '/dealerships', remote: 'content' });
    const cars = t.cars.filter((c) => c.status === 'in_stock' && c.show_on_dealer_website).slice(0, carsPerDealer);
    for (const c of cars)
      out.push({ host, path: `${t.site.vehicle_base_path ?? '/cars'}/${c.slug}`, remote: 'car-detail' });
  }
  return out;
}

/** GETs every path, `concurrency` at a time; counts the pages that carried a fallback of a remote. */
export async function traffic(p: Platform, paths: ReturnType<typeof shopperPaths>, concurrency = 4) {
  let fallbacks = 0;
  let pages = 0;
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const html = await (await p.get(next.host, next.path)).text();
      pages++;
      if (html.includes('data-fallback=')) fallbacks++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { pages, fallbacks };
}
