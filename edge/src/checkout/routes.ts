/**
 * The checkout API (issue 12): reserve a car with a card deposit.
 *
 *   GET    /api/checkout/cars/:id                       can this car be reserved here, and for what deposit
 *   POST   /api/checkout/holds                          take the car's hold + create the payment (201, token once)
 *   GET    /api/checkout/holds/:id                      the hold's state (Bearer token)
 *   DELETE /api/checkout/holds/:id                      the shopper cancels: the car is free again
 *   POST   /api/checkout/holds/:id/sandbox-payment      sandbox provider only: pay with a test card
 *   POST   /api/checkout/holds/:id/sandbox-authentication  sandbox only: the 3-D Secure step's answer
 *   POST   /api/checkout/webhooks/:provider             the provider's signed webhook (the only confirmation)
 *   GET    /api/checkout/webhooks/windcave?sessionId=   Windcave's notification: unsigned, so the session is
 *                                                       queried from Windcave and only its answer confirms
 *
 * Behaviour: docs/SPEC-COVERAGE.md "Checkout" and tests/integration/checkout-api.test.ts.
 */
import {
  CHECKOUT_BODY_LIMITS,
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_MESSAGES,
  CHECKOUT_START_LIMITS,
  CheckoutStartSchema,
  checkoutDetailsStep,
  checkoutJourneyPath,
  fieldRuleOptions,
  formatMoney,
  formFieldError,
  RESERVE_BLOCKER_MESSAGES,
  RESERVE_CAR_CATEGORY,
  reserveBlockers,
  reserveDeposit,
  SandboxAuthenticationSchema,
  SandboxPaymentSchema,
  type SiteConfig,
  sandboxCardOutcome,
  successPath,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { CAR_ID_PATTERN, findSiteCar } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { readCapped } from '../security/read-capped.js';
import { randomToken, sameDigest, sha256 } from '../security/tokens.js';
import { applyPaymentEvent } from './confirm.js';
import { holdOwner, liveHoldOfOwner } from './hold-owner.js';
import type { PaymentProvider } from './provider.js';
import { paymentProviderFor, sandboxFor, webhookProviderFor } from './select-provider.js';
import { carById, endHold, findHold, type HoldRow, setPayment, setPaymentStatus, takeHold } from './store.js';

export const checkoutApi = new Hono<AppContext>();

const HOLD_ID = /^ch_[0-9a-f]{32}$/;
/** A webhook body larger than this is not one of ours (Stripe's events are a few KB). */
const WEBHOOK_MAX_BYTES = 64 * 1024;

/** This shopper (client or email) already has a live hold on the site. */
const holdInProgress = () =>
  new ApiError(
    'hold_in_progress',
    'You already have a reservation in progress. Finish or cancel it, or try again when it expires.',
  );

/** The car in the site's scope (search) with its live sold/reserved state (D1), and what blocks a reservation. */
async function reservable(c: Context<AppContext>, id: number) {
  const site = c.var.site;
  const listed = await findSiteCar(c.env, site, id, new Date(), (p) => c.executionCtx.waitUntil(p));
  if (!listed) return null;
  const live = await carById(c.env.DB, id);
  const car = live ? { ...listed, status: live.status, sold: live.sold, reserved: live.reserved } : listed;
  const blockers = reserveBlockers(car, site).map((code) => ({ code, message: RESERVE_BLOCKER_MESSAGES[code] }));
  return { car, blockers };
}

const depositOf = (site: SiteConfig, amount: number) => ({
  amount,
  currency: site.currency,
  formatted: formatMoney(amount, site.currency),
});

checkoutApi.get('/cars/:id', async (c) => {
  const id = c.req.param('id');
  if (!CAR_ID_PATTERN.test(id)) throw new ApiError('car_not_found', 'Vehicle not found.');
  const found = await reservable(c, Number(id));
  if (!found) throw new ApiError('car_not_found', 'Vehicle not found.');
  return c.json({
    car_id: found.car.id,
    eligible: found.blockers.length === 0,
    blockers: found.blockers,
    deposit: depositOf(c.var.site, reserveDeposit(found.car)),
  });
});

/** The shopper's details checked with the forms' field rule: the messages by field, empty when valid. */
function detailErrors(site: SiteConfig, body: z.infer<typeof CheckoutStartSchema>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of checkoutDetailsStep().fields) {
    const error = formFieldError(field, body[field.name as 'name' | 'phone' | 'email'], fieldRuleOptions(site));
    if (error) errors[field.name] = error;
  }
  return errors;
}

checkoutApi.post('/holds', async (c) => {
  const site = c.var.site;
  const parsed = CheckoutStartSchema.safeParse(await jsonBody(c, CHECKOUT_START_LIMITS));
  if (!parsed.success) throw new ApiError('invalid_body', 'The checkout request is not valid.');
  const body = parsed.data;
  const fields = detailErrors(site, body);
  if (!CAR_ID_PATTERN.test(String(body.car_id))) fields.car_id = 'Vehicle not found.';
  if (Object.keys(fields).length > 0)
    throw new ApiError('invalid_details', Object.values(fields)[0] ?? 'Invalid.', { fields });

  const limit = await withinRateLimit(c, 'checkout');
  if (limit === 'unavailable') throw new ApiError('storage_unavailable', CHECKOUT_MESSAGES.unavailable);
  if (limit === 'limited') {
    c.header('Retry-After', '60');
    throw new ApiError('rate_limited', 'Too many attempts from this device. Please try again in a minute.');
  }
  // One live hold per client and per email (checkout/hold-owner.ts).
  const owner = await holdOwner(c.req.header('cf-connecting-ip'), body.email);
  if (await liveHoldOfOwner(c.env.DB, site.slug, owner, Date.now())) throw holdInProgress();
  const provider = paymentProviderFor(c.env, site);
  if (!provider) throw new ApiError('payments_unavailable', CHECKOUT_MESSAGES.unavailable);
  const found = await reservable(c, Number(body.car_id));
  if (!found) throw new ApiError('car_not_found', 'Vehicle not found.', { fields: { car_id: 'Vehicle not found.' } });
  if (found.blockers.length > 0)
    throw new ApiError('not_reservable', found.blockers[0]?.message ?? 'Not reservable.', {
      blockers: found.blockers,
    });

  const deposit = reserveDeposit(found.car);
  const origin = new URL(c.req.url).origin;
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
  let payment: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    payment = await provider.createPayment({
      idempotencyKey: id,
      amountCents,
      currency: site.currency.toLowerCase(),
      description: `Deposit: ${found.car.name}`.slice(0, 200),
      metadata: { hold_id: id, site: site.slug, car_id: String(found.car.id) },
      returnUrl: `${origin}${checkoutJourneyPath(found.car.slug)}`,
      notificationUrl: `${origin}/api/checkout/webhooks/${provider.name}`,
    });
    await setPayment(c.env.DB, id, payment.reference);
  } catch (error) {
    console.error('[checkout] payment could not be created; hold released', id, error);
    await endHold(c.env.DB, id, 'released', 'failed');
    throw new ApiError('payments_unavailable', CHECKOUT_MESSAGES.unavailable);
  }
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
});

/** The hold this request names, checked against the site and the Bearer token (else 404 or 403). */
async function ownHold(c: Context<AppContext>): Promise<{ hold: HoldRow }> {
  const id = c.req.param('id') ?? '';
  const hold = HOLD_ID.test(id) ? await findHold(c.env.DB, id) : null;
  if (!hold || hold.site_slug !== c.var.site.slug) throw new ApiError('hold_not_found', 'Reservation not found.');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (!token || !sameDigest(await sha256(token), hold.token_hash))
    throw new ApiError('forbidden', 'This reservation cannot be changed from here.');
  return { hold };
}

/** What the journey shows of a hold; a confirmed one carries its SPEC success page. */
async function holdView(c: Context<AppContext>, hold: HoldRow) {
  const expired = hold.state === 'held' && hold.expires_at <= Date.now();
  const car = hold.state === 'confirmed' ? await carById(c.env.DB, hold.car_id) : null;
  return {
    hold_id: hold.id,
    state: expired ? 'expired' : hold.state,
    payment_status: hold.payment_status,
    expires_at: new Date(hold.expires_at).toISOString(),
    lead_id: hold.lead_id,
    ...(hold.state === 'confirmed'
      ? {
          success_path: successPath(RESERVE_CAR_CATEGORY, {
            car_type: car?.car_type,
            car_id: hold.car_id,
            lead_id: hold.lead_id,
          }),
        }
      : {}),
  };
}

checkoutApi.get('/holds/:id', async (c) => {
  const own = await ownHold(c);
  return c.json(await holdView(c, await askProvider(c, own.hold)));
});

/**
 * A held hold whose provider can be asked (Windcave): the shopper back from the hosted payment page
 * polls here, and the payment's outcome is asked server-side — the same verified path as the
 * notification, whichever arrives first (the other is a replay). A provider that cannot be reached
 * leaves the hold as it is (the notification will come).
 */
async function askProvider(c: Context<AppContext>, hold: HoldRow): Promise<HoldRow> {
  const provider = paymentProviderFor(c.env, c.var.site);
  if (hold.state !== 'held' || !hold.payment_ref || provider?.name !== hold.provider || !provider.queryPayment)
    return hold;
  try {
    const verdict = await provider.queryPayment(hold.payment_ref);
    if (verdict.kind !== 'event') return hold;
    await applyPaymentEvent(c.env, c.executionCtx, c.var.site, provider, verdict.event);
    return (await findHold(c.env.DB, hold.id)) ?? hold;
  } catch (error) {
    console.warn('[checkout] %s could not be asked about hold %s', provider.name, hold.id, error);
    return hold;
  }
}

checkoutApi.delete('/holds/:id', async (c) => {
  const own = await ownHold(c);
  await endHold(c.env.DB, own.hold.id, 'released');
  return c.json(await holdView(c, (await findHold(c.env.DB, own.hold.id)) ?? own.hold));
});

/** A held, unexpired sandbox hold (else 409; an expired one is marked expired here). */
async function payableSandboxHold(c: Context<AppContext>) {
  const own = await ownHold(c);
  const provider = sandboxFor(c.env);
  if (own.hold.provider !== 'sandbox' || !provider)
    throw new ApiError('not_sandbox', 'This reservation is not paid through the sandbox.');
  if (own.hold.state === 'held' && own.hold.expires_at <= Date.now()) {
    await endHold(c.env.DB, own.hold.id, 'expired');
    throw new ApiError('hold_expired', CHECKOUT_MESSAGES.expired);
  }
  if (own.hold.state !== 'held')
    throw new ApiError('hold_not_active', CHECKOUT_MESSAGES.expired, { state: own.hold.state });
  return { hold: own.hold, provider };
}

/** Delivers the sandbox's signed webhook for an outcome through the one webhook path, then answers the hold. */
async function sandboxOutcome(
  c: Context<AppContext>,
  hold: HoldRow,
  provider: NonNullable<ReturnType<typeof sandboxFor>>,
  outcome: 'succeeded' | 'declined' | 'insufficient_funds' | 'authentication_failed',
) {
  const { body, headers } = await provider.signedEvent(hold.payment_ref ?? '', outcome);
  const verdict = await provider.verifyWebhook(body, headers, new URL(c.req.url));
  if (verdict.kind === 'event') await applyPaymentEvent(c.env, c.executionCtx, c.var.site, provider, verdict.event);
  const after = (await findHold(c.env.DB, hold.id)) ?? hold;
  if (outcome === 'succeeded' && after.state === 'confirmed') return c.json(await holdView(c, after));
  if (outcome === 'succeeded') throw new ApiError('car_taken', CHECKOUT_MESSAGES.held, await holdView(c, after));
  throw new ApiError(`payment_${outcome}` as const, CHECKOUT_MESSAGES[outcome], await holdView(c, after));
}

checkoutApi.post('/holds/:id/sandbox-payment', async (c) => {
  const payable = await payableSandboxHold(c);
  const body = await jsonBody(c, CHECKOUT_BODY_LIMITS);
  const parsed = SandboxPaymentSchema.safeParse(body);
  const outcome = parsed.success ? sandboxCardOutcome(parsed.data.card_number) : null;
  if (!outcome)
    throw new ApiError('unknown_card', CHECKOUT_MESSAGES.unknown_card, {
      fields: { card_number: CHECKOUT_MESSAGES.unknown_card },
    });
  if (payable.hold.payment_status === 'requires_action')
    throw new ApiError('authentication_pending', 'Finish the authentication step first.');
  if (outcome === 'requires_action') {
    await setPaymentStatus(c.env.DB, payable.hold.id, 'requires_action');
    return c.json({ ...(await holdView(c, payable.hold)), payment_status: 'requires_action' }, 202);
  }
  return sandboxOutcome(c, payable.hold, payable.provider, outcome);
});

checkoutApi.post('/holds/:id/sandbox-authentication', async (c) => {
  const payable = await payableSandboxHold(c);
  const body = await jsonBody(c, CHECKOUT_BODY_LIMITS);
  const parsed = SandboxAuthenticationSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid_body', 'The authentication answer is not valid.');
  if (payable.hold.payment_status !== 'requires_action')
    throw new ApiError('no_authentication_pending', 'This payment needs no authentication.');
  return sandboxOutcome(c, payable.hold, payable.provider, parsed.data.approve ? 'succeeded' : 'authentication_failed');
});

/**
 * The provider's webhook. Stripe and the sandbox POST signed events; Windcave notifies by GET or POST
 * with the session id, which is only a cue to ask Windcave (windcave-provider.ts). A provider that cannot
 * be asked answers 503, so the notification is sent again.
 */
async function webhook(c: Context<AppContext>) {
  const provider = webhookProviderFor(c.env, c.var.site, c.req.param('provider') ?? '');
  if (!provider) throw new ApiError('unknown_provider', 'Unknown payment provider.');
  if (c.req.method === 'GET' && provider.name !== 'windcave')
    throw new ApiError('unknown_provider', 'Unknown payment provider.');
  // The signature covers the raw bytes: read them as sent, never a re-serialised parse — counted while
  // they stream (security/read-capped.ts), whatever Content-Length says.
  const read = c.req.method === 'GET' ? null : await readCapped(c.req.raw.body, WEBHOOK_MAX_BYTES);
  if (read && !read.ok) throw new ApiError('payload_too_large', 'The webhook is too large.');
  const raw = read ? new TextDecoder().decode(read.bytes) : '';
  let verdict: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>;
  try {
    verdict = await provider.verifyWebhook(raw, c.req.raw.headers, new URL(c.req.url));
  } catch (error) {
    console.error('[checkout] %s webhook could not be verified', provider.name, error);
    throw new ApiError('provider_unavailable', CHECKOUT_MESSAGES.unavailable);
  }
  if (verdict.kind === 'invalid') throw new ApiError('invalid_signature', 'The webhook signature is not valid.');
  if (verdict.kind === 'ignored') return c.json({ received: true });
  const result = await applyPaymentEvent(c.env, c.executionCtx, c.var.site, provider, verdict.event);
  return c.json({ received: true, replayed: result.replayed, state: result.hold?.state ?? null });
}

checkoutApi.post('/webhooks/:provider', webhook);
checkoutApi.get('/webhooks/:provider', webhook);
