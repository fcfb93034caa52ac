/**
 * The Car Clarity client (SPEC §7 POST /api/carClarityCustomer, destination 'car-clarity'): one customer
 * created at the broker. The endpoint's shape is our reading (POST {base}/v1/customers, Bearer key, answer
 * `{ id }`), tested only against the local stand-in (tests/support/car-clarity-stand-in.ts): confirm it with
 * a Car Clarity account before going live. A retry carries the same Idempotency-Key, so a customer is
 * created once even when the first answer is lost.
 */
import type { CarClarityCustomer } from '@forecourt/contracts';
import * as z from 'zod';
import {
  LookupUnavailableError,
  type ProviderClientOptions,
  providerCall,
  providerCallOptions,
} from '../valuations/provider-call.js';

const Created = z.object({ id: z.union([z.string().min(1).max(100), z.number()]).transform(String) });

/** What the broker is told besides the shopper's answers: which dealer and car the finance is for. */
export type CarClarityContext = {
  site: { slug: string; url: string; name: string };
  car: { id: number; name: string; price: number | null; vin: string | null } | null;
  idempotencyKey: string;
};

/**
 * Creates the customer at Car Clarity; its reference. Throws LookupUnavailableError when the broker
 * cannot take it (down, slow, refusing our key, an unexpected answer).
 */
export async function createCarClarityCustomer(
  customer: CarClarityCustomer,
  context: CarClarityContext,
  options: ProviderClientOptions,
): Promise<string> {
  const o = providerCallOptions('Car Clarity', { retries: 1, ...options }, (key) => ({
    Authorization: `Bearer ${key}`,
  }));
  const answer = await providerCall(o, '/v1/customers', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': context.idempotencyKey },
    body: JSON.stringify({ ...customer, dealer: context.site, vehicle: context.car }),
  });
  const created = Created.safeParse(answer);
  if (!created.success) throw new LookupUnavailableError('Car Clarity: unexpected answer');
  return created.data.id;
}
