/**
 * POST /api/checkout/holds: the shopper's details checked, the car's one hold taken (15 minutes) and
 * the provider's payment created for it; 201 with the hold's token (shown once). Every refusal (a thrown
 * ApiError) changes nothing stored; a payment that cannot be created releases the hold.
 */
import {
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_MESSAGES,
  CHECKOUT_START_LIMITS,
  type CheckoutStart,
  CheckoutStartSchema,
  checkoutDetailsStep,
  checkoutJourneyPath,
  fieldRuleOptions,
  formFieldError,
  reserveDeposit,
  type SiteConfig,
} from '@forecourt/contracts';
import { CAR_ID_PATTERN } from '../cars/site-car.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { checkCaptcha } from '../leads/refusals.js';
import { randomToken, sha256 } from '../security/tokens.js';
import { type CheckoutContext, depositOf, holdInProgress, reservable } from './api-common.js';
import { type HoldOwner, holdOwner, liveHoldOfOwner } from './hold-owner.js';
import type { PaymentProvider } from './provider.js';
import { paymentProviderFor } from './select-provider.js';
import { endHold, setPayment, takeHold } from './store.js';

/** The shopper's details checked with the forms' field rule: the messages by field, empty when valid. */
function detailErrors(site: SiteConfig, body: CheckoutStart): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of checkoutDetailsStep().fields) {
    const error = formFieldError(field, body[field.name as 'name' | 'phone' | 'email'], fieldRuleOptions(site));
    if (error) errors[field.name] = error;
  }
  if (!CAR_ID_PATTERN.test(String(body.car_id))) errors.car_id = 'Vehicle not found.';
  return errors;
}

/** The body, the captcha, the rate limit and the one-hold-per-shopper rule: the parsed start (else the refusal is thrown). */
async function checkedStart(
  c: CheckoutContext,
): Promise<{ body: CheckoutStart; owner: HoldOwner; provider: PaymentProvider }> {
  const parsed = CheckoutStartSchema.safeParse(await jsonBody(c, CHECKOUT_START_LIMITS));
  if (!parsed.success) throw new ApiError('invalid_body', 'The checkout request is not valid.');
  const fields = detailErrors(c.var.site, parsed.data);
  if (Object.keys(fields).length > 0)
    throw new ApiError('invalid_details', Object.values(fields)[0] ?? 'Invalid.', { fields });
  // The site's captcha, as a lead's create (issue 30 item 7): a script cannot take hold after hold.
  await checkCaptcha(c, parsed.data.captcha_token);
  const limit = await withinRateLimit(c, 'checkout');
  if (limit === 'unavailable') throw new ApiError('storage_unavailable', CHECKOUT_MESSAGES.unavailable);
  if (limit === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many attempts from this device. Please try again in a minute.');
  }
  // One live hold per client and per email (checkout/hold-owner.ts).
  const owner = await holdOwner(c.req.header('cf-connecting-ip'), parsed.data.email);
  if (await liveHoldOfOwner(c.env.DB, c.var.site.slug, owner, Date.now())) throw holdInProgress();
  const provider = paymentProviderFor(c.env, c.var.site);
  if (!provider) throw new ApiError('payments_unavailable', CHECKOUT_MESSAGES.unavailable);
  return { body: parsed.data, owner, provider };
}

export async function startHold(c: CheckoutContext): Promise<Response> {
  const site = c.var.site;
  const { body, owner, provider } = await checkedStart(c);
  const found = await reservable(c, Number(body.car_id));
  if (!found) throw new ApiError('car_not_found', 'Vehicle not found.', { fields: { car_id: 'Vehicle not found.' } });
  if (found.blockers.length > 0)
    throw new ApiError('not_reservable', found.blockers[0]?.message ?? 'Not reservable.', {
      blockers: found.blockers,
    });

  const deposit = reserveDeposit(found.car);
  const amountCents = Math.round(deposit * 100);
  const id = randomToken('ch_');
  const token = randomToken();
  const nowMs = Date.now();
  const expiresAt = nowMs + CHECKOUT_HOLD_MINUTES * 60_000;
  const held = await takeHold(c.env.DB, {
    id,
    site: site.slug,
    carId: found.car.id,
    tokenHash: await sha256(token),
    provider: provider.name,
    amountCents,
    currency: site.currency,
    expiresAt,
    details: {
      name: body.name,
      phone: body.phone,
      email: body.email,
      opt_in: body.opt_in === true,
      url: body.url ?? '',
      visited_pages: body.visited_pages,
      linked_query_params: body.linked_query_params,
    },
    nowMs,
    owner,
  });
  if (!held && (await liveHoldOfOwner(c.env.DB, site.slug, owner, nowMs))) throw holdInProgress();
  if (!held) throw new ApiError('car_held', CHECKOUT_MESSAGES.held);
  const payment = await createPayment(c, provider, {
    id,
    amountCents,
    carId: found.car.id,
    carName: found.car.name,
    slug: found.car.slug,
  });
  if (!payment) throw new ApiError('payments_unavailable', CHECKOUT_MESSAGES.unavailable);
  const dealership = site.dealerships.find((d) => d.id === found.car.dealership_id) ?? site.dealerships[0];
  return c.json(
    {
      hold_id: id,
      token,
      state: 'held',
      expires_at: new Date(expiresAt).toISOString(),
      deposit: depositOf(site, deposit),
      provider: provider.name,
      client_secret: payment.clientSecret,
      redirect_url: payment.redirectUrl ?? null,
      publishable_key: dealership?.payment_publishable_key ?? null,
    },
    201,
  );
}

/** The provider's payment for a hold just taken, or null (the hold is then released). */
async function createPayment(
  c: CheckoutContext,
  provider: PaymentProvider,
  hold: { id: string; amountCents: number; carId: number; carName: string; slug: string },
) {
  const site = c.var.site;
  const origin = new URL(c.req.url).origin;
  try {
    const payment = await provider.createPayment({
      idempotencyKey: hold.id,
      amountCents: hold.amountCents,
      currency: site.currency.toLowerCase(),
      description: `Deposit: ${hold.carName}`.slice(0, 200),
      metadata: { hold_id: hold.id, site: site.slug, car_id: String(hold.carId) },
      returnUrl: `${origin}${checkoutJourneyPath(hold.slug)}`,
      notificationUrl: `${origin}/api/checkout/webhooks/${provider.name}`,
    });
    await setPayment(c.env.DB, hold.id, payment.reference);
    return payment;
  } catch (error) {
    console.error('[checkout] payment could not be created; hold released', hold.id, error);
    await endHold(c.env.DB, hold.id, 'released', 'failed');
    return null;
  }
}
