import * as z from 'zod';
import { AustralianStateSchema } from '../locale/regions.js';
import { fnv1a } from './lookup.js';
import { RegoSchema } from './valuation.js';

/**
 * SPEC §7 POST /api/nevdis, the vehicle history check (SPEC: "body not shown"; these shapes are ours):
 * what Australia's national register (NEVDIS) holds about a vehicle — its identity, registration status,
 * and whether it is recorded stolen or written off. Asked by rego + state or by VIN; only on sites with
 * the `nevdis` feature flag.
 */

/** A 17-character VIN: letters and digits without I, O and Q (ISO 3779), upper case. */
const VinSchema = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'Please enter a valid 17-character VIN.'));

export const VehicleHistoryRequestSchema = z.union([
  z.strictObject({ rego: RegoSchema, state: AustralianStateSchema }),
  z.strictObject({ vin: VinSchema }),
]);
export type VehicleHistoryRequest = z.infer<typeof VehicleHistoryRequestSchema>;

const RegistrationStatusSchema = z.enum(['current', 'expired', 'cancelled', 'unregistered']);

export const VehicleHistorySchema = z.object({
  vehicle: z.object({
    vin: z.string().nullable(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    colour: z.string().nullable(),
    body_type: z.string().nullable(),
  }),
  registration: z.object({
    rego: z.string().nullable(),
    state: AustralianStateSchema.nullable(),
    status: RegistrationStatusSchema,
    /** YYYY-MM-DD, when the register has one. */
    expiry: z.string().nullable(),
  }),
  stolen: z.boolean(),
  /** Null when never written off; else the kind of write-off, where and when it was recorded. */
  written_off: z
    .object({
      kind: z.enum(['statutory', 'repairable']),
      state: AustralianStateSchema.nullable(),
      date: z.string().nullable(),
    })
    .nullable(),
  /** The demo provider's invention (labelled as such wherever it is shown), not a register answer. */
  demo: z.boolean(),
});
export type VehicleHistory = z.infer<typeof VehicleHistorySchema>;

const COLOURS = ['White', 'Silver', 'Black', 'Blue', 'Red', 'Grey'] as const;

/**
 * The demo history: deterministic per rego or VIN, always marked `demo`. A key starting with 'STOLEN'
 * is recorded stolen and one starting with 'WOV' a repairable write-off (rego only: a VIN has no O), so both states can be shown.
 *
 * @example
 * demoVehicleHistory({ rego: 'ABC123', state: 'NSW' }, 2026).registration.status; // 'current'
 */
export function demoVehicleHistory(req: VehicleHistoryRequest, currentYear: number): VehicleHistory {
  const key = 'vin' in req ? req.vin : `${req.state}:${req.rego}`;
  const plate = 'vin' in req ? null : req.rego;
  const h = fnv1a(key);
  // Only a rego can carry these prefixes (a VIN has no O).
  const year = Math.min(currentYear - 1, 2010 + ((h >>> 8) % 16));
  const expiryMonth = String(1 + ((h >>> 3) % 12)).padStart(2, '0');
  return {
    vehicle: {
      vin: 'vin' in req ? req.vin : null,
      make: 'Toyota',
      model: 'Corolla',
      year,
      colour: COLOURS[h % COLOURS.length] as string,
      body_type: 'Hatchback',
    },
    registration: {
      rego: plate,
      state: 'vin' in req ? null : req.state,
      status: 'current',
      expiry: `${currentYear + 1}-${expiryMonth}-01`,
    },
    stolen: plate?.startsWith('STOLEN') ?? false,
    written_off: plate?.startsWith('WOV') ? { kind: 'repairable', state: null, date: null } : null,
    demo: true,
  };
}
