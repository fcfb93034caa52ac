import { ValuationAdjustmentsSchema, VehicleLookupSchema } from '@forecourt/contracts';
import * as z from 'zod';

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((s) => JSON.parse(s) as unknown)
    .pipe(schema);

/** One D1 valuations row, parsed (JSON columns included). */
export const ValuationRowSchema = z.object({
  id: z.string(),
  site_slug: z.string(),
  token_hash: z.string(),
  rego: z.string(),
  rego_state: z.string(),
  vehicle: json(VehicleLookupSchema),
  adjustments: json(ValuationAdjustmentsSchema),
  offer: z.number().int(),
  offer_rejected: z.number().int(),
  lead_id: z.string().nullable(),
  car_id: z.string().nullable(),
  dealership_id: z.number().int().nullable(),
});
export type ValuationRow = z.infer<typeof ValuationRowSchema>;

export async function findValuation(db: D1Database, id: string): Promise<ValuationRow | null> {
  const row = await db.prepare('SELECT * FROM valuations WHERE id = ?').bind(id).first();
  return row ? ValuationRowSchema.parse(row) : null;
}

export async function insertValuation(
  db: D1Database,
  v: Omit<ValuationRow, 'offer_rejected' | 'lead_id'> & { now: string },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO valuations (id, site_slug, token_hash, rego, rego_state, vehicle, adjustments, offer, car_id,
        dealership_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      v.id,
      v.site_slug,
      v.token_hash,
      v.rego,
      v.rego_state,
      JSON.stringify(v.vehicle),
      JSON.stringify(v.adjustments),
      v.offer,
      v.car_id,
      v.dealership_id,
      v.now,
      v.now,
    )
    .run();
}

/**
 * Saves a valuation's changes. A lead it is linked to (`linkLead`) must be a lead of the valuation's own
 * site: checked in the same statement, so another site's (or an unknown) lead id changes nothing.
 * Returns whether the row changed.
 */
export async function updateValuation(
  db: D1Database,
  id: string,
  v: Pick<ValuationRow, 'adjustments' | 'offer' | 'offer_rejected' | 'lead_id'> & {
    now: string;
    linkLead: string | null;
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE valuations SET adjustments = ?, offer = ?, offer_rejected = ?, lead_id = ?, updated_at = ? WHERE id = ?
       AND (? IS NULL OR EXISTS (SELECT 1 FROM leads WHERE leads.id = ? AND leads.site_slug = valuations.site_slug))`,
    )
    .bind(JSON.stringify(v.adjustments), v.offer, v.offer_rejected, v.lead_id, v.now, id, v.linkLead, v.linkLead)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
