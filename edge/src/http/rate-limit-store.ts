/** The per-client rate-limit counter in D1 (http/rate-limit.ts decides the limits). */

/**
 * Fixed-window counter: counts this hit and says whether it is within `limit` per `windowSeconds`.
 * One upsert statement, so concurrent hits count correctly.
 */
export async function hitRateLimit(
  db: D1Database,
  key: string,
  limit: number,
  windowSeconds: number,
  nowMs: number,
): Promise<boolean> {
  const window = Math.floor(nowMs / 1000 / windowSeconds);
  const expires = (window + 1) * windowSeconds;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(`${key}:${window}`, expires)
    .first<{ count: number }>();
  return (row?.count ?? 1) <= limit;
}

/**
 * Deletes the counters of windows that have ended (run by the cron): without it every client that
 * ever posted leaves a row behind. Bounded per run so one sweep never holds D1 for long.
 */
export async function deleteExpiredRateLimits(db: D1Database, nowMs: number, batch = 5000): Promise<number> {
  const result = await db
    .prepare('DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE expires_at <= ? LIMIT ?)')
    .bind(Math.floor(nowMs / 1000), batch)
    .run();
  return result.meta.changes ?? 0;
}
