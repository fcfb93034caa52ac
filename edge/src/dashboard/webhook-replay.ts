/** Replay protection of dashboard webhooks: each accepted signature once (D1, migration 0016). */
import { WEBHOOK_TOLERANCE_S } from './webhook-signature.js';

/** Records a signature; false when it was already seen (a replay). One INSERT: two racing copies get one winner. */
export async function firstSighting(db: D1Database, signature: string, nowS: number): Promise<boolean> {
  const r = await db
    .prepare('INSERT OR IGNORE INTO dashboard_webhook_seen (signature, received_at) VALUES (?, ?)')
    .bind(signature, nowS)
    .run();
  return (r.meta.changes ?? 0) === 1;
}

/** Drops signatures older than twice the window (a request that old fails the timestamp check anyway). */
export async function sweepSeenWebhooks(db: D1Database, nowMs: number): Promise<void> {
  await db
    .prepare('DELETE FROM dashboard_webhook_seen WHERE received_at < ?')
    .bind(Math.floor(nowMs / 1000) - 2 * WEBHOOK_TOLERANCE_S)
    .run();
}
