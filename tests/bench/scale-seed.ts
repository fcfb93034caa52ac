/**
 * Seeding the scale set (infra/demo scale mode) into a benchmark's Miniflare platform, and reading the
 * search API's Server-Timing: shared by bench:search and bench:scale.
 */
import { iterateTenants, kvEntries, type ScaleOptions, sqlStatements, type TenantData } from '@forecourt/infra/demo';
import type { Platform } from '../support/platform.js';

/**
 * Writes every scale tenant's rows (D1, 500 statements a batch) and KV entries, one tenant at a time
 * (memory stays bounded by the largest); `each` sees every tenant after it is written.
 */
export async function seedScaleTenants(
  p: Pick<Platform, 'db' | 'kv'>,
  scale: ScaleOptions,
  each: (tenant: TenantData) => void,
  now = Date.now(),
): Promise<void> {
  for (const tenant of iterateTenants({ now, scale, validate: false })) {
    const statements = [...sqlStatements(tenant)].filter((s) => !s.startsWith('--'));
    for (let i = 0; i < statements.length; i += 500)
      await p.db.batch(statements.slice(i, i + 500).map((s) => p.db.prepare(s)));
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
