/** The sites whose data comes from the dealer dashboard (`dashboard_sync: true` in their KV config). */
import { type SiteConfig, SiteConfigSchema } from '@forecourt/contracts';
import { kvSites } from '../tenant/kv-sites.js';
import { siteKey } from '../tenant/resolve-tenant.js';

/** Every site config in KV with dashboard_sync on (a config that fails the schema is logged and skipped). */
export async function dashboardSites(kv: KVNamespace): Promise<SiteConfig[]> {
  return (await kvSites(kv, 'dashboard')).filter((site) => site.dashboard_sync);
}

/** Writes fields of a site's KV config, keeping everything else as stored; refused if the result fails the schema. */
export async function updateSiteConfig(
  kv: KVNamespace,
  slug: string,
  fields: Record<string, unknown>,
): Promise<'updated' | 'unchanged'> {
  const raw = await kv.get(siteKey(slug));
  if (!raw) throw new Error(`site ${slug} is not in KV`);
  const stored = JSON.parse(raw) as Record<string, unknown>;
  const next = { ...stored, ...fields };
  const serialised = JSON.stringify(next);
  if (serialised === raw) return 'unchanged';
  const parsed = SiteConfigSchema.safeParse(next);
  if (!parsed.success) throw new Error(`the updated config of ${slug} fails the site schema`);
  await kv.put(siteKey(slug), serialised);
  return 'updated';
}
