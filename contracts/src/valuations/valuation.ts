import * as z from 'zod';
import type { PhoneCountry } from '../forms/phone.js';
import { COUNTRY_RULES, US_STATES, VIN_PATTERN } from '../locale/country.js';
import { AUSTRALIAN_STATES } from '../locale/regions.js';

/**
 * SPEC §3 Valuation inputs (rego, regoState, adjustment answers, id) and the vehicle lookup of SPEC §7
 * (POST /api/simple-autograb-lookup). Body shapes are ours (SPEC: "body not shown").
 */

/** A rego (number plate): 1-9 letters or digits, spaces ignored, kept upper case. */
export const RegoSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, 'Please enter a valid registration number.'));

/** A US VIN (issue 35): 17 letters and digits without I, O, Q; spaces ignored, kept upper case. */
export const VinSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(VIN_PATTERN, 'Please enter a valid 17-character VIN.'));

/** The region a plate is registered in: an Australian or a US state (NZ plates have none). */
export const PlateRegionSchema = z.enum([...new Set<string>([...AUSTRALIAN_STATES, ...US_STATES])] as [
  string,
  ...string[],
]);

/** A lookup: a plate (rego) with its region where the country has them, or a VIN (US). */
export const VehicleLookupRequestSchema = z
  .object({ rego: RegoSchema.optional(), vin: VinSchema.optional(), state: PlateRegionSchema.nullable().default(null) })
  .refine((v) => (v.rego === undefined) !== (v.vin === undefined), 'Send a rego or a VIN.');
export type VehicleLookupRequest = z.infer<typeof VehicleLookupRequestSchema>;

/**
 * Issue 35: what a site's country accepts as a lookup (COUNTRY_RULES lookup): AU a rego with an
 * Australian state, NZ a plate without a region, US a VIN or a plate with a US state. The message of
 * the first thing wrong, or null.
 *
 * @example
 * lookupRequestError({ rego: 'ABC123', state: 'NSW' }, 'NZ'); // 'state: New Zealand plates have no state.'
 */
export function lookupRequestError(req: VehicleLookupRequest, country: PhoneCountry): string | null {
  const rules = COUNTRY_RULES[country];
  if (req.vin !== undefined)
    return rules.lookup === 'vin-or-plate+state' ? null : 'vin: Please enter your registration instead.';
  if (rules.regions.length === 0) return req.state === null ? null : 'state: New Zealand plates have no state.';
  return req.state !== null && rules.regions.includes(req.state)
    ? null
    : 'state: Please choose the state the vehicle is registered in.';
}
/** What a lookup provider answers for a rego. */
export const VehicleLookupSchema = z.object({
  /** The plate looked up ('' for a VIN lookup). */
  rego: z.string(),
  vin: z.string().optional(),
  state: PlateRegionSchema.nullable(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string(),
  /** Average market price of the vehicle in average condition (whole dollars). */
  average_market_price: z.number().int().nonnegative(),
  /** Provider's id of the vehicle (our lookups: 'demo:<hash>'). */
  vehicle_id: z.string(),
});
export type VehicleLookup = z.infer<typeof VehicleLookupSchema>;

export const VEHICLE_CONDITIONS = ['Excellent', 'Good', 'Average', 'Poor'] as const;

/** Adjustment answers of the valuation form. */
export const ValuationAdjustmentsSchema = z.object({
  km: z.coerce.number().int().min(0).max(2_000_000),
  condition: z.enum(VEHICLE_CONDITIONS),
  accident_history: z.boolean().default(false),
  service_history: z.boolean().default(true),
});
export type ValuationAdjustments = z.infer<typeof ValuationAdjustmentsSchema>;

/** POST /api/valuations: the lookup plus the answers; the server computes the offer. */
export const ValuationCreateSchema = z.object({
  rego: RegoSchema.optional(),
  vin: VinSchema.optional(),
  regoState: PlateRegionSchema.nullable().default(null),
  adjustments: ValuationAdjustmentsSchema,
  car_id: z.string().max(100).nullable().default(null),
  dealership_id: z.number().int().nullable().default(null),
});
export type ValuationCreate = z.infer<typeof ValuationCreateSchema>;

/** PUT /api/valuations/{id}: link the lead, accept or reject the offer. */
export const ValuationUpdateSchema = z
  .object({
    lead_id: z.string().max(100).optional(),
    offer_rejected: z.boolean().optional(),
    adjustments: ValuationAdjustmentsSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update.');
export type ValuationUpdate = z.infer<typeof ValuationUpdateSchema>;

export const ValuationSchema = z.object({
  id: z.string(),
  token: z.string().optional(),
  rego: z.string(),
  regoState: PlateRegionSchema.nullable(),
  vehicle: VehicleLookupSchema,
  adjustments: ValuationAdjustmentsSchema,
  offer: z.number().int().nonnegative(),
  offer_rejected: z.boolean(),
  lead_id: z.string().nullable(),
});
export type Valuation = z.infer<typeof ValuationSchema>;

/** Condition factors of the valuation estimate. */
export const CONDITION_FACTORS: Readonly<Record<(typeof VEHICLE_CONDITIONS)[number], number>> = Object.freeze({
  Excellent: 1.05,
  Good: 1,
  Average: 0.92,
  Poor: 0.78,
});

/** Kilometres per year a vehicle of average use covers (the estimate's reference). */
export const AVERAGE_KM_PER_YEAR = 15_000;

/**
 * The trade-in offer: the market price adjusted for condition, for kilometres above or below the
 * average for the vehicle's age (4c per km, capped at ±25 %), minus 10 % for accident history and
 * 5 % without service history; rounded down to $50.
 *
 * @example
 * valuationOffer({ year: 2020, average_market_price: 30000 }, { km: 90000, condition: 'Good', accident_history: false, service_history: true }, 2026); // 30000
 */
export function valuationOffer(
  vehicle: Pick<VehicleLookup, 'year' | 'average_market_price'>,
  adjustments: ValuationAdjustments,
  currentYear: number,
): number {
  const age = Math.max(1, currentYear - vehicle.year);
  const kmDelta = age * AVERAGE_KM_PER_YEAR - adjustments.km;
  const base = vehicle.average_market_price;
  const kmAdjust = Math.max(-0.25 * base, Math.min(0.25 * base, kmDelta * 0.04));
  let offer = (base + kmAdjust) * CONDITION_FACTORS[adjustments.condition];
  if (adjustments.accident_history) offer *= 0.9;
  if (!adjustments.service_history) offer *= 0.95;
  return Math.max(0, Math.floor(offer / 50) * 50);
}

/** Steps of the valuation form: the four-step variant splits the vehicle confirmation from the answers. */
export function valuationSteps(fourStep: boolean): readonly string[] {
  return fourStep
    ? ['Your Vehicle', 'Confirm Vehicle', 'Vehicle Condition', 'User Details']
    : ['Your Vehicle', 'Vehicle Condition', 'User Details'];
}
