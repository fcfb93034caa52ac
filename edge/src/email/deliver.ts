/**
 * Hands due outbox messages to the email provider. Called right after a message is written (so a
 * sign-in code arrives in seconds) and by the cron (retries, and anything the first try missed).
 *
 * Each message is claimed by one conditional UPDATE before it is sent, so two runs (the request's
 * waitUntil and the cron) never both send it; the claim also pushes next_attempt_at forward, so a run
 * that dies mid-send leaves the message due again later. The provider gets the row id as its
 * idempotency key. A message is marked sent only when the provider accepted it.
 */
import { GARAGE_CODE_TTL_SECONDS } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { emailProvider } from './provider.js';

/** Tries per message before it is left unsent for good (about 2 hours of backing off). */
export const EMAIL_MAX_ATTEMPTS = 8;
/** Backoff after the nth failed try: 30 s, 1 min, 2 min … capped at an hour. */
export const emailRetryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
/** How long a claimed message waits before another run may try it (the send itself times out sooner). */
const CLAIM_MS = 60_000;
/** Messages that are worthless once stale are dropped rather than sent late (a sign-in code). */
const STALE_AFTER_MS: Record<string, number> = { 'garage-code': GARAGE_CODE_TTL_SECONDS * 1000 };

type Claimed = {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  headers: string | null;
  kind: string;
  created_at: string;
  /** Tries so far, this one included. */
  attempts: number;
};

export type DeliveryReport = { sent: number; failed: number; dropped: number };

/** Sends the given messages (or the oldest due ones, up to `limit`); without a provider, does nothing. */
export async function deliverOutbox(
  env: Env,
  options: { ids?: number[]; limit?: number; nowMs?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, dropped: 0 };
  const provider = emailProvider(env);
  if (!provider) return report;
  const now = options.nowMs ?? Date.now();
  const ids = options.ids ?? (await dueIds(env.DB, now, options.limit ?? 50));
  for (const id of ids) {
    const message = await claim(env.DB, id, now);
    if (!message) continue;
    const staleAfter = STALE_AFTER_MS[message.kind];
    if (staleAfter !== undefined && now - Date.parse(message.created_at) > staleAfter) {
      await giveUp(env.DB, id, 'stale: not sent after it stopped being useful');
      report.dropped++;
      continue;
    }
    const result = await provider.send({
      id,
      to: message.to_email,
      subject: message.subject,
      text: message.body,
      headers: message.headers ? (JSON.parse(message.headers) as Record<string, string>) : {},
    });
    if (result.outcome === 'sent') {
      await env.DB.prepare('UPDATE email_outbox SET sent_at = ?, provider_id = ?, last_error = NULL WHERE id = ?')
        .bind(new Date(now).toISOString(), result.providerId, id)
        .run();
      report.sent++;
    } else {
      console.error(`[email] message ${id} not sent (${result.outcome}): ${result.error}`);
      if (result.outcome === 'rejected') await giveUp(env.DB, id, result.error);
      else await retryLater(env.DB, id, result.error, now + emailRetryDelayMs(message.attempts));
      report.failed++;
    }
  }
  return report;
}

async function dueIds(db: D1Database, now: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      'SELECT id FROM email_outbox WHERE sent_at IS NULL AND next_attempt_at <= ? AND attempts < ? ORDER BY id LIMIT ?',
    )
    .bind(now, EMAIL_MAX_ATTEMPTS, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

async function claim(db: D1Database, id: number, now: number): Promise<Claimed | null> {
  return db
    .prepare(
      `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ?
       WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ? AND attempts < ?
       RETURNING id, to_email, subject, body, headers, kind, created_at, attempts`,
    )
    .bind(now + CLAIM_MS, id, now, EMAIL_MAX_ATTEMPTS)
    .first<Claimed>();
}

async function retryLater(db: D1Database, id: number, error: string, dueMs: number): Promise<void> {
  await db
    .prepare('UPDATE email_outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?')
    .bind(dueMs, error.slice(0, 500), id)
    .run();
}

async function giveUp(db: D1Database, id: number, error: string): Promise<void> {
  await db
    .prepare('UPDATE email_outbox SET attempts = ?, last_error = ? WHERE id = ?')
    .bind(EMAIL_MAX_ATTEMPTS, error.slice(0, 500), id)
    .run();
}
