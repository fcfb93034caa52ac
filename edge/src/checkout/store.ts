/**
 * Checkout holds in D1 (migration 0015). Every state change is one conditional statement (or one batch),
 * so a race has exactly one winner: the partial unique index allows one live hold per car, and a hold
 * moves to confirmed only from held/expired/released while the car is neither sold nor reserved.
 */
import { type Car, CarSchema, HOLD_STATES } from '@forecourt/contracts';
import * as z from 'zod';
import { type HoldOwner, LIVE_HOLD_OF_OWNER, ownerBinds } from './hold-owner.js';

export const HoldRowSchema = z.object({
  id: z.string(),
  site_slug: z.string(),
  car_id: z.number().int(),
  state: z.enum(HOLD_STATES),
  token_hash: z.string(),
  provider: z.enum(['stripe', 'windcave', 'sandbox']),
  payment_ref: z.string().nullable(),
  payment_status: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  expires_at: z.number().int(),
  lead_id: z.string().nullable(),
  details: z.string().transform((s) => z.record(z.string(), z.unknown()).parse(JSON.parse(s))),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HoldRow = z.infer<typeof HoldRowSchema>;

/** The car is sold or reserved in D1 (the truth; the search index may lag behind it). */
const CAR_TAKEN = `EXISTS (SELECT 1 FROM cars WHERE id = ? AND (status = 'sold'
  OR json_extract(doc, '$.sold') = 1 OR json_extract(doc, '$.reserved') = 1))`;

/** Holds of this car still `held` after their expiry stop blocking it. */
const expireStale = (db: D1Database, carId: number, exceptId: string, nowMs: number, now: string) =>
  db
    .prepare(
      `UPDATE checkout_holds SET state = 'expired', updated_at = ? WHERE car_id = ? AND id <> ? AND state = 'held' AND expires_at <= ?`,
    )
    .bind(now, carId, exceptId, nowMs);

/**
 * Takes the car's one hold, or returns false when another live hold (or a reservation, or a sale) has it,
 * or (with `owner`) when this shopper already has a live hold on the site (hold-owner.ts).
 */
export async function takeHold(
  db: D1Database,
  h: {
    id: string;
    site: string;
    carId: number;
    tokenHash: string;
    provider: HoldRow['provider'];
    amountCents: number;
    currency: string;
    expiresAt: number;
    details: Record<string, unknown>;
    nowMs: number;
    owner?: HoldOwner;
  },
): Promise<boolean> {
  const owner = h.owner;
  const now = new Date(h.nowMs).toISOString();
  const [, insert] = await db.batch([
    expireStale(db, h.carId, h.id, h.nowMs, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO checkout_holds (id, site_slug, car_id, state, token_hash, provider, amount_cents, currency,
           expires_at, details, created_at, updated_at)
         SELECT ?, ?, ?, 'held', ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT ${CAR_TAKEN}${owner ? ` AND NOT ${LIVE_HOLD_OF_OWNER}` : ''}`,
      )
      .bind(
        h.id,
        h.site,
        h.carId,
        h.tokenHash,
        h.provider,
        h.amountCents,
        h.currency,
        h.expiresAt,
        JSON.stringify(owner ? { ...h.details, client: owner.client } : h.details),
        now,
        now,
        h.carId,
        ...(owner ? ownerBinds(h.site, h.nowMs, owner) : []),
      ),
  ]);
  return (insert?.meta.changes ?? 0) === 1;
}

export async function findHold(db: D1Database, id: string): Promise<HoldRow | null> {
  const row = await db.prepare('SELECT * FROM checkout_holds WHERE id = ?').bind(id).first();
  return row ? HoldRowSchema.parse(row) : null;
}

export async function findHoldByPayment(db: D1Database, provider: string, reference: string): Promise<HoldRow | null> {
  const row = await db
    .prepare('SELECT * FROM checkout_holds WHERE provider = ? AND payment_ref = ?')
    .bind(provider, reference)
    .first();
  return row ? HoldRowSchema.parse(row) : null;
}

/** Records the provider's payment for a hold (once). */
export async function setPayment(db: D1Database, id: string, reference: string): Promise<void> {
  await db
    .prepare(`UPDATE checkout_holds SET payment_ref = ?, updated_at = ? WHERE id = ? AND payment_ref IS NULL`)
    .bind(reference, new Date().toISOString(), id)
    .run();
}

/** The provider's latest word on a held hold's payment (e.g. requires_action while 3-D Secure runs). */
export async function setPaymentStatus(db: D1Database, id: string, status: string): Promise<void> {
  await db
    .prepare(`UPDATE checkout_holds SET payment_status = ?, updated_at = ? WHERE id = ? AND state = 'held'`)
    .bind(status, new Date().toISOString(), id)
    .run();
}

/** A held hold ends without a reservation: payment failed (released), shopper cancelled, or time ran out. */
export async function endHold(db: D1Database, id: string, state: 'released' | 'expired', paymentStatus?: string) {
  await db
    .prepare(
      `UPDATE checkout_holds SET state = ?, payment_status = COALESCE(?, payment_status), updated_at = ?
       WHERE id = ? AND state = 'held'`,
    )
    .bind(state, paymentStatus ?? null, new Date().toISOString(), id)
    .run();
}

/**
 * A succeeded payment confirms its hold — the reconciliation rule (contracts lateSuccessOutcome) in one
 * batch: stale holds of the car expire; the hold becomes confirmed from held/expired/released only if
 * no other live hold has the car (the unique index makes UPDATE OR IGNORE skip it) and the car is not
 * sold or reserved; the car's doc becomes reserved (its search_outbox trigger feeds the search sync).
 * Returns whether the hold is now confirmed.
 */
export async function confirmHold(
  db: D1Database,
  hold: Pick<HoldRow, 'id' | 'car_id'>,
  nowMs: number,
): Promise<boolean> {
  const now = new Date(nowMs).toISOString();
  const [, confirm] = await db.batch([
    expireStale(db, hold.car_id, hold.id, nowMs, now),
    db
      .prepare(
        `UPDATE OR IGNORE checkout_holds SET state = 'confirmed', payment_status = 'succeeded', updated_at = ?
         WHERE id = ? AND state IN ('held', 'expired', 'released') AND NOT ${CAR_TAKEN}`,
      )
      .bind(now, hold.id, hold.car_id),
    db
      .prepare(
        `UPDATE cars SET doc = json_set(doc, '$.reserved', json('true')) WHERE id = ?
           AND COALESCE(json_extract(doc, '$.reserved'), 0) <> 1
           AND EXISTS (SELECT 1 FROM checkout_holds WHERE id = ? AND state = 'confirmed')`,
      )
      .bind(hold.car_id, hold.id),
  ]);
  return (confirm?.meta.changes ?? 0) === 1;
}

/** A succeeded payment whose car went to someone else: refunded (after the provider accepted the refund). */
export async function markRefunded(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      `UPDATE checkout_holds SET state = 'refunded', payment_status = 'refunded', updated_at = ?
       WHERE id = ? AND state IN ('held', 'expired', 'released')`,
    )
    .bind(new Date().toISOString(), id)
    .run();
}

export async function setHoldLead(db: D1Database, id: string, leadId: string): Promise<void> {
  await db
    .prepare('UPDATE checkout_holds SET lead_id = ?, updated_at = ? WHERE id = ? AND lead_id IS NULL')
    .bind(leadId, new Date().toISOString(), id)
    .run();
}

/** Records a verified webhook event; false when this event id was seen before (a replay). */
export async function recordWebhookEvent(
  db: D1Database,
  e: { provider: string; id: string; holdId: string | null; type: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO checkout_webhook_events (provider, event_id, hold_id, type, received_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(e.provider, e.id, e.holdId, e.type, new Date().toISOString())
    .run();
  return result.meta.changes === 1;
}

export async function webhookEventSeen(db: D1Database, provider: string, id: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS seen FROM checkout_webhook_events WHERE provider = ? AND event_id = ?')
    .bind(provider, id)
    .first();
  return row !== null;
}

/** The car as D1 has it now (the reservation is written here first; search catches up through the sync). */
export async function carById(db: D1Database, id: number): Promise<Car | null> {
  const row = await db.prepare('SELECT doc FROM cars WHERE id = ?').bind(id).first<{ doc: string }>();
  if (!row) return null;
  const parsed = CarSchema.safeParse(JSON.parse(row.doc));
  return parsed.success ? parsed.data : null;
}
