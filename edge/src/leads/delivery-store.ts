/** Lead delivery bookkeeping in D1 (migration 0006): claims, attempts and the sweep of lost chains. */
import * as z from 'zod';

/**
 * One delivery attempt claims the lead (migration 0006): only a completed, pending lead whose attempt is due,
 * that no other consumer holds a lease on, and whose current chain is this message's (or none yet). The
 * claim takes the lease, counts the attempt and makes the lease end the due time (so a consumer that dies
 * mid-send leaves the lead to the sweep). Returns the attempt number, or null when the lead is not this
 * message's to send (done, leased, in backoff, or taken over by another chain).
 */
export async function claimDelivery(
  db: D1Database,
  q: { leadId: string; chain: string; now: string; leaseUntil: string; dueBy: string },
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE leads SET delivery_lease_until = ?, delivery_due_at = ?, delivery_attempts = delivery_attempts + 1,
         delivery_chain = COALESCE(delivery_chain, ?)
       WHERE id = ? AND form_completed = 1 AND delivery_status = 'pending'
         AND COALESCE(delivery_chain, ?) = ?
         AND (delivery_lease_until IS NULL OR delivery_lease_until <= ?)
         AND (delivery_due_at IS NULL OR delivery_due_at <= ?)
       RETURNING delivery_attempts`,
    )
    .bind(q.leaseUntil, q.leaseUntil, q.chain, q.leadId, q.chain, q.chain, q.now, q.dueBy)
    .first<{ delivery_attempts: number }>();
  return row ? z.number().int().parse(row.delivery_attempts) : null;
}

/**
 * Records one delivery attempt and releases the claim: the lead becomes delivered or failed, or stays
 * pending with its next attempt due at `nextDueAt` (the chain's retry).
 */
export async function recordDeliveryAttempt(
  db: D1Database,
  attempt: {
    leadId: string;
    attempt: number;
    destination: string;
    ok: boolean;
    httpStatus: number | null;
    error: string | null;
    now: string;
    /** New delivery_status of the lead (delivered, failed) or null to keep pending. */
    status: 'delivered' | 'failed' | null;
    /** When the chain's retry is due (status null). */
    nextDueAt: string | null;
  },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        'INSERT INTO lead_deliveries (lead_id, attempt, destination, outcome, http_status, error, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        attempt.leadId,
        attempt.attempt,
        attempt.destination,
        attempt.ok ? 'ok' : 'error',
        attempt.httpStatus,
        attempt.error,
        attempt.now,
      ),
    db
      .prepare(
        `UPDATE leads SET delivery_lease_until = NULL, delivery_status = COALESCE(?, delivery_status),
           delivery_due_at = COALESCE(?, delivery_due_at) WHERE id = ?`,
      )
      .bind(attempt.status, attempt.nextDueAt, attempt.leadId),
  ]);
}

/**
 * The sweep's pick: pending leads whose chain is lost — the next attempt (or the running attempt's lease
 * end) is more than the grace overdue. Each gets a new chain id (a late message of the old chain is then
 * dropped) and is due now, in one statement, so two sweeps never pick the same lead twice.
 */
export async function reclaimLostDeliveries(
  db: D1Database,
  q: { now: string; overdueBefore: string; limit: number },
): Promise<{ id: string; chain: string }[]> {
  const { results } = await db
    .prepare(
      `UPDATE leads SET delivery_chain = 'ch_' || lower(hex(randomblob(16))), delivery_due_at = ?
       WHERE id IN (SELECT id FROM leads WHERE delivery_status = 'pending' AND form_completed = 1
         AND COALESCE(delivery_due_at, updated_at) < ? LIMIT ?)
       RETURNING id, delivery_chain AS chain`,
    )
    .bind(q.now, q.overdueBefore, q.limit)
    .all();
  return z.array(z.object({ id: z.string(), chain: z.string() })).parse(results);
}
