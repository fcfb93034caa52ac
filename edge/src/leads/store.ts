/**
 * Leads in D1: create (with its files, booking and lead event in one batch — all or nothing), update and
 * look-up. Rows read back are parsed with zod. Delivery, bookings, events, tokens and the rate-limit
 * counter each have their own file beside this one.
 */
import * as z from 'zod';
import { FREE_SEAT, freeSeatBinds, type LeadBooking } from '../bookings/store.js';

export const LeadRowSchema = z.object({
  id: z.string(),
  site_slug: z.string(),
  token_hash: z.string(),
  idempotency_key: z.string().nullable(),
  request_hash: z.string().nullable().default(null),
  lead_status: z.string(),
  form_completed: z.number().int(),
  delivery_status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  doc: z.string().transform((s) => z.record(z.string(), z.unknown()).parse(JSON.parse(s))),
});
export type LeadRow = z.infer<typeof LeadRowSchema>;

export type LeadFile = { key: string; name: string; type: string; size: number };
export type LeadEventRow = { category: number; url: string; properties: Record<string, unknown> };

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
    /** With an idempotency key: the hash of the create's parameters (leads/request-hash.ts). */
    requestHash: string | null;
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
        `INSERT INTO leads (id, site_slug, token_hash, idempotency_key, request_hash, lead_status, form_completed, category,
           has_files, delivery_status, delivery_due_at, created_at, updated_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        lead.id,
        lead.site,
        lead.tokenHash,
        lead.idempotencyKey,
        lead.requestHash,
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
