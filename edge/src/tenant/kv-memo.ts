/**
 * Per-isolate memo of KV reads. Every page needs the host map, the site config and the routing
 * table; reading them from KV on every request cost most of a cached page's time (benchmark:
 * 4 KV reads took a cached page from ~4,000 to ~450 req/s locally). Values are kept for
 * KV_MEMO_MS (default 1000 ms): a change in KV shows within that time in every isolate, which is
 * well inside KV's own global propagation (up to 60 s in production).
 */
const memo = new Map<string, { value: string | null; at: number }>();
const MAX_ENTRIES = 5000;

export const DEFAULT_KV_MEMO_MS = 1000;

export async function memoGet(kv: KVNamespace, key: string, ttlMs: number, now = Date.now()): Promise<string | null> {
  const hit = memo.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value;
  const value = await kv.get(key);
  if (memo.size >= MAX_ENTRIES) memo.clear();
  memo.set(key, { value, at: now });
  return value;
}

/** The memo TTL from the env var (0 turns the memo off). */
export function kvMemoMs(raw: string | undefined): number {
  const n = Number(raw);
  return raw !== undefined && Number.isFinite(n) && n >= 0 ? n : DEFAULT_KV_MEMO_MS;
}

/**
 * Whether `key` was read within `ttlMs` (no KV read): what a page served from memory (compose/hot-pages.ts)
 * checks, so it is never older than the KV values it was composed from.
 */
export function memoFresh(key: string, ttlMs: number, now = Date.now()): boolean {
  const hit = memo.get(key);
  return hit !== undefined && now - hit.at < ttlMs;
}
