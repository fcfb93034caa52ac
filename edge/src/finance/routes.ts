/**
 * SPEC §7 POST /api/carClarityCustomer (and its mock twin POST /mock/carClarityCustomer): a finance shopper
 * sent to Car Clarity, on sites with the `car_clarity` feature. The body (contracts CarClarityCustomerSchema,
 * unknown fields refused) is checked as the lead API checks a form: the site's phone rule, a car of this
 * site only, the lead rate limit. Mock mode (CAR_CLARITY_MOCK = 'true', local and test deployments only)
 * answers as the broker would with a `mock_` reference and calls nobody; elsewhere /mock/* is 404.
 */
import {
  type CarClarityCustomer,
  type CarClarityCustomerResponse,
  CarClarityCustomerSchema,
  phoneCountry,
  phoneError,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { findSiteCar } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { randomToken } from '../security/tokens.js';
import { LookupUnavailableError } from '../valuations/provider-call.js';
import { createCarClarityCustomer } from './car-clarity-client.js';

/** A customer is a dozen short fields: 2 KB is ample; nothing in it nests. */
const CUSTOMER_BODY = { maxBytes: 2048, maxDepth: 1 };
const CAR_CLARITY_DEFAULT_URL = 'https://api.carclarity.com.au';
const UNAVAILABLE = 'We cannot send your finance request right now. Please try again shortly.';

/** The body as a customer of this site, or the 400 naming each refused field. */
async function customerOf(c: Context<AppContext>): Promise<CarClarityCustomer> {
  const parsed = CarClarityCustomerSchema.safeParse(await jsonBody(c, CUSTOMER_BODY));
  const fields: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue.path[0] ?? 'body');
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
    }
  } else {
    const phone = phoneError(parsed.data.phone, { country: phoneCountry(c.var.site.locale) });
    if (phone) fields.phone = phone;
  }
  if (!parsed.success || Object.keys(fields).length > 0)
    throw new ApiError('invalid_customer', 'Please check the highlighted fields.', { fields });
  return parsed.data;
}

/** Checks offered, body, rate limit and car; the customer and the car it names (null when none). */
async function acceptCustomer(c: Context<AppContext>) {
  if (!c.var.site.features.car_clarity)
    throw new ApiError('not_offered', 'Finance through Car Clarity is not offered on this website.');
  const customer = await customerOf(c);
  if ((await withinRateLimit(c, 'lead')) === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many requests from this device. Please try again in a minute.');
  }
  const car = customer.car_id ? await findSiteCar(c.env, c.var.site, Number(customer.car_id)) : null;
  if (customer.car_id && !car)
    throw new ApiError('invalid_customer', 'Please check the highlighted fields.', {
      fields: { car_id: 'Not a car of this website' },
    });
  return { customer, car };
}

export const carClarityApi = new Hono<AppContext>();

carClarityApi.post('/', async (c) => {
  const { customer, car } = await acceptCustomer(c);
  const site = c.var.site;
  if (!c.env.CAR_CLARITY_API_KEY) {
    console.error('[car-clarity] no CAR_CLARITY_API_KEY for', site.slug);
    throw new ApiError('provider_unavailable', UNAVAILABLE);
  }
  const id = await createCarClarityCustomer(
    customer,
    {
      site: { slug: site.slug, url: site.url, name: site.name },
      car: car ? { id: car.id, name: car.name, price: car.price, vin: car.vin } : null,
      idempotencyKey: randomToken('cc_'),
    },
    { apiKey: c.env.CAR_CLARITY_API_KEY, baseUrl: c.env.CAR_CLARITY_API_URL ?? CAR_CLARITY_DEFAULT_URL },
  ).catch((error: unknown) => {
    if (!(error instanceof LookupUnavailableError)) throw error;
    console.error('[car-clarity] customer not created', site.slug, error.message);
    throw new ApiError('provider_unavailable', UNAVAILABLE);
  });
  return c.json({ id, destination: 'car-clarity' } satisfies CarClarityCustomerResponse, 201);
});

/** SPEC §7 mock mode: the same checks, no broker; only where the deployment turns it on. */
export const carClarityMock = new Hono<AppContext>();

carClarityMock.post('/', async (c) => {
  if (!__LOCAL_CODE__ || c.env.CAR_CLARITY_MOCK !== 'true') throw new ApiError('not_found', 'Not found');
  await acceptCustomer(c);
  return c.json(
    { id: randomToken('mock_'), destination: 'car-clarity', mock: true } satisfies CarClarityCustomerResponse,
    201,
  );
});
