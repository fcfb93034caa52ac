/** Every site config in KV (`site:*`): the crons that work site by site (dashboard sync, search snapshots) list them here. */
import { type SiteConfig, SiteConfigSchema } from '@forecourt/contracts';
import { siteKey } from './resolve-tenant.js';

/**
 * Every valid site config in KV. A config that is not JSON or fails the schema is logged (with `tag`,
 * the caller's log prefix) and skipped, so one broken config never stops a cron's other sites.
 */
export async function kvSites(kv: KVNamespace, tag: string): Promise<SiteConfig[]> {
  const sites: SiteConfig[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: siteKey(''), cursor });
    for (const key of page.keys) {
      const raw = await kv.get(key.name);
      if (!raw) continue;
      let parsed: ReturnType<typeof SiteConfigSchema.safeParse>;
      try {
        parsed = SiteConfigSchema.safeParse(JSON.parse(raw));
      } catch {
        console.error(`[${tag}] ${key.name} is not JSON; skipped`);
        continue;
      }
      if (parsed.success) sites.push(parsed.data);
      else console.error(`[${tag}] ${key.name} fails the site schema; skipped`);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return sites;
}
