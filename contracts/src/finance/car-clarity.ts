/**
 * SPEC §7 POST /api/carClarityCustomer: a finance shopper sent to Car Clarity (a car-finance broker)
 * instead of the dealer's own lead API. A form's destination is 'server' (/api/leads) or 'car-clarity'
 * (this endpoint); in mock mode the /api prefix becomes /mock (the edge answers there only where the
 * deployment turns mock mode on: CAR_CLARITY_MOCK). The body is ours (SPEC shows only "JSON body").
 */
import * as z from 'zod';

/** SPEC §7: where a form sends its submission. */
export const LEAD_DESTINATIONS = ['server', 'car-clarity'] as const;
export type LeadDestination = (typeof LEAD_DESTINATIONS)[number];

/**
 * The path a form posts to for its destination; mock mode swaps the /api prefix for /mock (SPEC §7).
 * An unknown destination throws (SPEC §8 "Unknown lead destination: error thrown").
 *
 * @example
 * leadSubmitPath('car-clarity', { mock: true }); // '/mock/carClarityCustomer'
 */
export function leadSubmitPath(destination: LeadDestination, options: { mock?: boolean } = {}): string {
  const path =
    destination === 'server' ? '/api/leads' : destination === 'car-clarity' ? '/api/carClarityCustomer' : undefined;
  if (!path) throw new Error(`Unknown lead destination: ${String(destination)}`);
  return options.mock ? path.replace(/^\/api\//, '/mock/') : path;
}

const name = z.string().trim().min(1, 'Required').max(60, 'At most 60 characters');

/** The customer a site sends to Car Clarity; unknown fields are refused. Phone checked per site country at the edge. */
export const CarClarityCustomerSchema = z
  .object({
    first_name: name,
    last_name: name,
    email: z.string().trim().max(254).pipe(z.email('Invalid email address')),
    phone: z.string().trim().min(1, 'Required').max(20, 'At most 20 characters'),
    postcode: z
      .string()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits')
      .optional(),
    /** Whole dollars the shopper wants to borrow. */
    loan_amount: z.number().int().min(1000).max(10_000_000).optional(),
    /** One of this site's listed cars (the car the finance is for). */
    car_id: z
      .string()
      .regex(/^\d{1,12}$/, 'Not a car id')
      .optional(),
    opt_in: z.boolean().default(false),
  })
  .strict();
export type CarClarityCustomer = z.infer<typeof CarClarityCustomerSchema>;

/** What the endpoint answers (201): the broker's reference for the customer. */
export type CarClarityCustomerResponse = { id: string; destination: 'car-clarity'; mock?: true };
