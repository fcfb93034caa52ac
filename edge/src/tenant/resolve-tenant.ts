import { type SiteConfig, SiteConfigSchema } from '@forecourt/contracts';
import { memoGet } from './kv-memo.js';

export type TenantResult =
  | { kind: 'ok'; site: SiteConfig; host: string }
  | { kind: 'unknown'; host: string }
  | { kind: 'broken'; slug: string; host: string; issues: string };

/** KV key of the slug a host serves. */
export const hostKey = (host: string) => `host:${host}`;
/** KV key of a site's configuration. */
export const siteKey = (slug: string) => `site:${slug}`;

/**
 * Lower-cases the host and drops the port: `Harbourside.localhost:8787` → `harbourside.localhost`.
 * @example normaliseHost('A.localhost:8787') === 'a.localhost'
 */
export function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

// Parsing a big site config on every request costs time; the raw KV string is the cache key, so a
// config change in KV is picked up on the very next request.
const parsedCache = new Map<string, { raw: string; result: TenantResult }>();

/**
 * Host header → KV → site configuration parsed with SiteConfigSchema. An unknown host and a config
 * that fails the schema are distinct results: the first names no dealer, the second is a 503 for
 * that site only (logged with the zod issues).
 */
export async function resolveTenant(kv: KVNamespace, rawHost: string, memoMs = 0): Promise<TenantResult> {
  const host = normaliseHost(rawHost);
  const slug = await memoGet(kv, hostKey(host), memoMs);
  if (!slug) return { kind: 'unknown', host };
  const raw = await memoGet(kv, siteKey(slug), memoMs);
  if (!raw) return { kind: 'unknown', host };
  const result = parseSite(slug, raw, host);
  return result.kind === 'ok' ? { ...result, host } : result;
}

/** A site's stored configuration parsed (memoised on the raw KV string; a broken one is logged once). */
function parseSite(slug: string, raw: string, host: string): TenantResult {
  const cached = parsedCache.get(slug);
  if (cached && cached.raw === raw) return cached.result;
  let result: TenantResult;
  try {
    const parsed = SiteConfigSchema.safeParse(JSON.parse(raw));
    result = parsed.success
      ? { kind: 'ok', site: parsed.data, host }
      : { kind: 'broken', slug, host, issues: JSON.stringify(parsed.error.issues) };
  } catch (error) {
    result = { kind: 'broken', slug, host, issues: `invalid JSON: ${(error as Error).message}` };
  }
  if (result.kind === 'broken') console.error(`[tenant] site ${slug} has an invalid configuration: ${result.issues}`);
  parsedCache.set(slug, { raw, result });
  return result;
}

/**
 * A site's configuration by slug, for work that has no request host (queue consumers, the cron):
 * null when the site is not in KV or its configuration fails the schema (logged).
 */
export async function siteBySlug(kv: KVNamespace, slug: string): Promise<SiteConfig | null> {
  const raw = await kv.get(siteKey(slug));
  if (!raw) return null;
  const result = parseSite(slug, raw, '');
  return result.kind === 'ok' ? result.site : null;
}
