/**
 * Leads in D1: create (with its files and lead event in one batch — all or nothing), update, delivery
 * bookkeeping, analytics events and the per-client rate-limit counter. Rows read back are parsed with zod.
 */
import { z } from 'zod';

export const LeadRowSchema = z.object({
  id: z.string(),
  site_slug: z.string(),
  token_hash: z.string(),
  idempotency_key: z.string().nullable(),
  lead_status: z.string(),
  form_completed: z.number().int(),
  delivery_status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  doc: z.string().transform((s) => z.record(z.string(), z.unknown()).parse(JSON.parse(s))),
});
export type LeadRow = z.infer<typeof LeadRowSchema>;

export type LeadFile = { key: string; name: string; type: string; size: number };
/**
 * A booking slot a lead takes (see migration 0005). The seat itself is chosen by the insert (FREE_SEAT),
 * inside the save's transaction: two leads racing for a slot of capacity 2 get seats 1 and 2; only
 * when every seat is gone does the insert fail (seat NULL), failing the whole save.
 */
export type LeadBooking = { kind: string; locationId: number; start: string; capacity: number };

/** The lowest free seat 1..capacity of a slot, or NULL when it is full (binds: capacity, site, kind, location, start). */
const FREE_SEAT = `(WITH RECURSIVE n(seat) AS (SELECT 1 UNION ALL SELECT seat + 1 FROM n WHERE seat < ?)
  SELECT MIN(seat) FROM n WHERE seat NOT IN (
    SELECT seat FROM lead_bookings WHERE site_slug = ? AND kind = ? AND location_id = ? AND slot_start = ?))`;

const freeSeatBinds = (site: string, b: LeadBooking) => [b.capacity, site, b.kind, b.locationId, b.start];
export type LeadEventRow = { category: number; url: string; properties: Record<string, unknown> };

/** Random, unguessable id/token (128 bits, hex). */
export function randomToken(prefix = ''): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Constant-time string comparison (hex digests of equal length). */
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first();
  return row ? LeadRowSchema.parse(row) : null;
}

export async function findLeadByIdempotencyKey(db: D1Database, site: string, key: string): Promise<LeadRow | null> {
  const row = await db
    .prepare('SELECT * FROM leads WHERE site_slug = ? AND idempotency_key = ?')
    .bind(site, key)
    .first();
  return row ? LeadRowSchema.parse(row) : null;
}

function eventStatement(db: D1Database, site: string, leadId: string, event: LeadEventRow, now: string) {
  return db
    .prepare(
      'INSERT INTO events (site_slug, category, url, lead_id, event_properties, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(site, event.category, event.url, leadId, JSON.stringify(event.properties), now);
}

/** Inserts the lead, its files and (when completed) its lead event in one D1 batch (a transaction). */
export async function insertLead(
  db: D1Database,
  lead: {
    id: string;
    site: string;
    tokenHash: string;
    idempotencyKey: string | null;
    status: string;
    completed: boolean;
    doc: Record<string, unknown>;
    files: LeadFile[];
    event: LeadEventRow | null;
    booking?: LeadBooking | null;
    now: string;
  },
): Promise<void> {
  const statements = [
    db
      .prepare(
        `INSERT INTO leads (id, site_slug, token_hash, idempotency_key, lead_status, form_completed, category, has_files,
           delivery_status, delivery_due_at, created_at, updated_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        lead.id,
        lead.site,
        lead.tokenHash,
        lead.idempotencyKey,
        lead.status,
        lead.completed ? 1 : 0,
        typeof lead.doc.category === 'string' ? lead.doc.category : null,
        lead.files.length > 0 ? 1 : 0,
        lead.completed ? 'pending' : 'none',
        lead.completed ? lead.now : null,
        lead.now,
        lead.now,
        JSON.stringify(lead.doc),
      ),
    ...lead.files.map((f) =>
      db
        .prepare('INSERT INTO lead_files (lead_id, r2_key, name, content_type, size) VALUES (?, ?, ?, ?, ?)')
        .bind(lead.id, f.key, f.name, f.type, f.size),
    ),
    ...(lead.event ? [eventStatement(db, lead.site, lead.id, lead.event, lead.now)] : []),
    ...(lead.booking
      ? [
          db
            .prepare(
              `INSERT INTO lead_bookings (site_slug, kind, location_id, slot_start, seat, lead_id, created_at)
               VALUES (?, ?, ?, ?, ${FREE_SEAT}, ?, ?)`,
            )
            .bind(
              lead.site,
              lead.booking.kind,
              lead.booking.locationId,
              lead.booking.start,
              ...freeSeatBinds(lead.site, lead.booking),
              lead.id,
              lead.now,
            ),
        ]
      : []),
  ];
  await db.batch(statements);
}

/**
 * Updates an incomplete lead (the WHERE keeps a completed lead unchanged: a second completing PUT
 * changes nothing). Returns whether a row changed.
 */
export async function updateLead(
  db: D1Database,
  lead: {
    id: string;
    site: string;
    status: string;
    completed: boolean;
    doc: Record<string, unknown>;
    event: LeadEventRow | null;
    booking?: LeadBooking | null;
    now: string;
  },
): Promise<boolean> {
  // A booking (re)placed by this save goes first, only while the lead is still incomplete: the batch is
  // one transaction, so a slot filled meanwhile (no free seat: seat NULL) fails the whole save.
  const open = 'EXISTS (SELECT 1 FROM leads WHERE id = ? AND site_slug = ? AND form_completed = 0)';
  const bookingStatements = lead.booking
    ? [
        db.prepare(`DELETE FROM lead_bookings WHERE lead_id = ? AND ${open}`).bind(lead.id, lead.id, lead.site),
        db
          .prepare(
            `INSERT INTO lead_bookings (site_slug, kind, location_id, slot_start, seat, lead_id, created_at)
             SELECT ?, ?, ?, ?, ${FREE_SEAT}, ?, ? WHERE ${open}`,
          )
          .bind(
            lead.site,
            lead.booking.kind,
            lead.booking.locationId,
            lead.booking.start,
            ...freeSeatBinds(lead.site, lead.booking),
            lead.id,
            lead.now,
            lead.id,
            lead.site,
          ),
      ]
    : [];
  const results = await db.batch([
    ...bookingStatements,
    db
      .prepare(
        `UPDATE leads SET lead_status = ?, form_completed = ?, category = ?, delivery_status = ?, delivery_due_at = ?,
           updated_at = ?, doc = ? WHERE id = ? AND site_slug = ? AND form_completed = 0`,
      )
      .bind(
        lead.status,
        lead.completed ? 1 : 0,
        typeof lead.doc.category === 'string' ? lead.doc.category : null,
        lead.completed ? 'pending' : 'none',
        lead.completed ? lead.now : null,
        lead.now,
        JSON.stringify(lead.doc),
        lead.id,
        lead.site,
      ),
    ...(lead.event
      ? [
          db
            .prepare(
              `INSERT INTO events (site_slug, category, url, lead_id, event_properties, created_at)
               SELECT ?, ?, ?, ?, ?, ? WHERE changes() > 0`,
            )
            .bind(
              lead.site,
              lead.event.category,
              lead.event.url,
              lead.id,
              JSON.stringify(lead.event.properties),
              lead.now,
            ),
        ]
      : []),
  ]);
  return (results[bookingStatements.length]?.meta.changes ?? 0) > 0;
}

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

export async function insertEvent(
  db: D1Database,
  site: string,
  event: {
    category: number;
    url: string;
    lead_id: string | null;
    anon_id: string | null;
    session_id: string | null;
    error_message: string | null;
    event_properties: Record<string, unknown>;
  },
  now: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO events (site_slug, category, url, lead_id, anon_id, session_id, error_message, event_properties, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      site,
      event.category,
      event.url,
      event.lead_id,
      event.anon_id,
      event.session_id,
      event.error_message,
      JSON.stringify(event.event_properties),
      now,
    )
    .run();
}

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

/** Bookings stored per slot start of one location and kind, from a date on ('YYYY-MM-DD'). */
export async function takenSlots(
  db: D1Database,
  q: { site: string; kind: string; locationIds: number[]; from: string; exceptLead?: string | null },
): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>(q.locationIds.map((id) => [id, {}]));
  if (q.locationIds.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT location_id, slot_start, COUNT(*) AS n FROM lead_bookings
       WHERE site_slug = ? AND kind = ? AND slot_start >= ? AND lead_id <> ? AND location_id IN (${q.locationIds.map(() => '?').join(',')})
       GROUP BY location_id, slot_start`,
    )
    .bind(q.site, q.kind, q.from, q.exceptLead ?? '', ...q.locationIds)
    .all();
  for (const row of z
    .array(z.object({ location_id: z.number().int(), slot_start: z.string(), n: z.number().int() }))
    .parse(results)) {
    const slots = out.get(row.location_id);
    if (slots) slots[row.slot_start] = row.n;
  }
  return out;
}

/** Seats already taken in one slot (1-based), by leads other than `exceptLead`. */
export async function takenSeats(
  db: D1Database,
  q: { site: string; kind: string; locationId: number; start: string; exceptLead: string | null },
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT seat FROM lead_bookings WHERE site_slug = ? AND kind = ? AND location_id = ? AND slot_start = ?
       AND lead_id <> ?`,
    )
    .bind(q.site, q.kind, q.locationId, q.start, q.exceptLead ?? '')
    .all();
  return z
    .array(z.object({ seat: z.number().int() }))
    .parse(results)
    .map((r) => r.seat);
}
