/**
 * SPEC §7: search slugs and search page templates are cached 7 days (DASHBOARD_CACHE_SECONDS) in KV.
 * A stale entry is refreshed; when the refresh fails (or answers something the schema refuses) the
 * stale value stays and keeps being served — a bad answer never replaces good data.
 */
import { DASHBOARD_CACHE_SECONDS } from '@forecourt/contracts';
import type { DashboardAnswer } from './client.js';

export { dashboardCacheKey } from '@forecourt/contracts';

type Entry<T> = { fetched_at: number; value: T };

/** The cached value when fresh, else a refresh; null only when nothing good was ever fetched. */
export async function cachedDashboardValue<T>(
  kv: KVNamespace,
  key: string,
  now: number,
  refresh: () => Promise<DashboardAnswer<T>>,
): Promise<{ value: T | null; source: 'cache' | 'dashboard' | 'stale' | 'none' }> {
  const stored = await kv.get<Entry<T>>(key, 'json').catch(() => null);
  if (stored && now - stored.fetched_at < DASHBOARD_CACHE_SECONDS * 1000)
    return { value: stored.value, source: 'cache' };
  const answer = await refresh();
  if (answer.ok) {
    await kv.put(key, JSON.stringify({ fetched_at: now, value: answer.value } satisfies Entry<T>));
    return { value: answer.value, source: 'dashboard' };
  }
  console.error(`[dashboard] ${key}: ${answer.error}; ${stored ? 'keeping the cached value' : 'nothing cached'}`);
  return stored ? { value: stored.value, source: 'stale' } : { value: null, source: 'none' };
}
