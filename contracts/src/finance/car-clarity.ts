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

/** Whole dollars of a currency field's text ('$30,000' → 30000), null when it holds none. */
const dollars = (value: unknown): number | null => {
  const n = Number(String(value ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && String(value ?? '').match(/\d/) ? Math.round(n) : null;
};

/**
 * Issue 35: the customer a finance form sends to Car Clarity, from its answers — the full name split at its
 * first space (a one-word name leaves last_name empty: the endpoint refuses it and the form marks the name),
 * the loan as the budget less the deposit (sent from $1,000), an Australian postcode only (Car Clarity is an
 * Australian broker), the car the form is about.
 *
 * @example
 * carClarityCustomerOf({ name: 'Jane Citizen', phone: '0412 345 678', email: 'j@x.au', vehiclePriceBudget: '30000', deposit: '5000' }, null);
 * // { first_name: 'Jane', last_name: 'Citizen', …, loan_amount: 25000, opt_in: false }
 */
export function carClarityCustomerOf(values: Record<string, unknown>, carId: string | null): CarClarityCustomer {
  const [first = '', ...rest] = String(values.name ?? '')
    .trim()
    .split(/\s+/);
  const loan = (dollars(values.vehiclePriceBudget) ?? 0) - (dollars(values.deposit) ?? 0);
  const postcode = String(values.postcode ?? '').trim();
  return {
    first_name: first,
    last_name: rest.join(' '),
    email: String(values.email ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
    ...(/^\d{4}$/.test(postcode) ? { postcode } : {}),
    ...(loan >= 1000 ? { loan_amount: loan } : {}),
    ...(carId && /^\d{1,12}$/.test(carId) ? { car_id: carId } : {}),
    opt_in: values.opt_in === true,
  };
}
