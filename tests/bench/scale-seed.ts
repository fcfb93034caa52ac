/**
 * Seeding the scale set (infra/demo scale mode) into a benchmark's Miniflare platform, and reading the
 * search API's Server-Timing: shared by bench:search and bench:scale.
 */
import { iterateTenants, kvEntries, type ScaleOptions, sqlStatements, type TenantData } from '@forecourt/infra/demo';
import type { Platform } from '../support/platform.js';

/** SQL bytes a D1 batch carries at most (its statements are multi-row inserts of up to ~90 KB). */
const BATCH_BYTES = 2_000_000;

/**
 * Writes every scale tenant's rows (D1, batches of at most 500 statements and BATCH_BYTES) and KV entries,
 * one tenant at a time (memory stays bounded by the largest); `each` sees every tenant after it is
 * written. The byte bound keeps Miniflare's D1 proxy isolate small: a group's 276 statements in one batch
 * (25 MB of SQL) took it past 90 MB, which bench:scale's V8 heap limit (every isolate) does not allow.
 */
export async function seedScaleTenants(
  p: Pick<Platform, 'db' | 'kv'>,
  scale: ScaleOptions,
  each: (tenant: TenantData) => void,
  now = Date.now(),
): Promise<void> {
  for (const tenant of iterateTenants({ now, scale, validate: false })) {
    const statements = [...sqlStatements(tenant)].filter((s) => !s.startsWith('--'));
    let batch: string[] = [];
    let bytes = 0;
    for (const statement of statements) {
      if (batch.length > 0 && (batch.length === 500 || bytes + statement.length > BATCH_BYTES)) {
        await p.db.batch(batch.map((s) => p.db.prepare(s)));
        [batch, bytes] = [[], 0];
      }
      batch.push(statement);
      bytes += statement.length;
    }
    if (batch.length > 0) await p.db.batch(batch.map((s) => p.db.prepare(s)));
    for (const { key, value } of kvEntries(tenant)) await p.kv.put(key, value);
    each(tenant);
  }
}

/** A tenant's local host (`<slug>.localhost`, port dropped). */
export const localHost = (tenant: TenantData) =>
  (tenant.site.hosts.find((h) => h.includes('localhost')) ?? (tenant.site.hosts[0] as string)).replace(/:\d+$/, '');

/** Server-Timing `step;dur=ms, …` as { step: ms }. */
export function serverTiming(header: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of header.split(',')) {
    const m = /^\s*([\w-]+);dur=([\d.]+)/.exec(part);
    if (m) out[m[1] as string] = Number(m[2]);
  }
  return out;
}
