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
import { apiError, jsonBodyOrRefusal } from '../http/json-body.js';
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

type Status = 400 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
const fail = (c: Context<AppContext>, status: Status, message: string, code: string, extra: object = {}) =>
  c.json({ ...apiError(message, code), ...extra }, status);

/** This shopper (client or email) already has a live hold on the site. */
const holdInProgress = (c: Context<AppContext>) =>
  fail(
    c,
    409,
    'You already have a reservation in progress. Finish or cancel it, or try again when it expires.',
    'hold_in_progress',
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
  if (!CAR_ID_PATTERN.test(id)) return fail(c, 404, 'Vehicle not found.', 'car_not_found');
  const found = await reservable(c, Number(id));
  if (!found) return fail(c, 404, 'Vehicle not found.', 'car_not_found');
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
  const read = await jsonBodyOrRefusal(c, CHECKOUT_START_LIMITS);
  if ('refused' in read) return read.refused;
  const parsed = CheckoutStartSchema.safeParse(read.body);
  if (!parsed.success) return fail(c, 400, 'The checkout request is not valid.', 'invalid_body');
  const body = parsed.data;
  const fields = detailErrors(site, body);
  if (!CAR_ID_PATTERN.test(String(body.car_id))) fields.car_id = 'Vehicle not found.';
  if (Object.keys(fields).length > 0)
    return fail(c, 400, Object.values(fields)[0] ?? 'Invalid.', 'invalid_details', { fields });

  const limit = await withinRateLimit(c, 'checkout');
  if (limit === 'unavailable') return fail(c, 503, CHECKOUT_MESSAGES.unavailable, 'storage_unavailable');
  if (limit === 'limited') {
    c.header('Retry-After', '60');
    return fail(c, 429, 'Too many attempts from this device. Please try again in a minute.', 'rate_limited');
  }
  // One live hold per client and per email (checkout/hold-owner.ts).
  const owner = await holdOwner(c.req.header('cf-connecting-ip'), body.email);
  if (await liveHoldOfOwner(c.env.DB, site.slug, owner, Date.now())) return holdInProgress(c);
  const provider = paymentProviderFor(c.env, site);
  if (!provider) return fail(c, 503, CHECKOUT_MESSAGES.unavailable, 'payments_unavailable');
  const found = await reservable(c, Number(body.car_id));
  if (!found) return fail(c, 404, 'Vehicle not found.', 'car_not_found', { fields: { car_id: 'Vehicle not found.' } });
  if (found.blockers.length > 0)
    return fail(c, 422, found.blockers[0]?.message ?? 'Not reservable.', 'not_reservable', {
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
  if (!held && (await liveHoldOfOwner(c.env.DB, site.slug, owner, nowMs))) return holdInProgress(c);
  if (!held) return fail(c, 409, CHECKOUT_MESSAGES.held, 'car_held');
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
    return fail(c, 503, CHECKOUT_MESSAGES.unavailable, 'payments_unavailable');
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

/** The hold this request names, checked against the site and the Bearer token, or the refusal. */
async function ownHold(c: Context<AppContext>): Promise<{ hold: HoldRow } | { refused: Response }> {
  const id = c.req.param('id') ?? '';
  const hold = HOLD_ID.test(id) ? await findHold(c.env.DB, id) : null;
  if (!hold || hold.site_slug !== c.var.site.slug)
    return { refused: fail(c, 404, 'Reservation not found.', 'hold_not_found') };
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (!token || !sameDigest(await sha256(token), hold.token_hash))
    return { refused: fail(c, 403, 'This reservation cannot be changed from here.', 'forbidden') };
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
  if ('refused' in own) return own.refused;
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
  if ('refused' in own) return own.refused;
  await endHold(c.env.DB, own.hold.id, 'released');
  return c.json(await holdView(c, (await findHold(c.env.DB, own.hold.id)) ?? own.hold));
});

/** A held, unexpired sandbox hold, or the refusal (an expired one is marked expired here). */
async function payableSandboxHold(c: Context<AppContext>) {
  const own = await ownHold(c);
  if ('refused' in own) return own;
  const provider = sandboxFor(c.env);
  if (own.hold.provider !== 'sandbox' || !provider)
    return { refused: fail(c, 409, 'This reservation is not paid through the sandbox.', 'not_sandbox') };
  if (own.hold.state === 'held' && own.hold.expires_at <= Date.now()) {
    await endHold(c.env.DB, own.hold.id, 'expired');
    return { refused: fail(c, 409, CHECKOUT_MESSAGES.expired, 'hold_expired') };
  }
  if (own.hold.state !== 'held')
    return { refused: fail(c, 409, CHECKOUT_MESSAGES.expired, 'hold_not_active', { state: own.hold.state }) };
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
  if (outcome === 'succeeded') return fail(c, 409, CHECKOUT_MESSAGES.held, 'car_taken', await holdView(c, after));
  return fail(c, 402, CHECKOUT_MESSAGES[outcome], `payment_${outcome}`, await holdView(c, after));
}

checkoutApi.post('/holds/:id/sandbox-payment', async (c) => {
  const payable = await payableSandboxHold(c);
  if ('refused' in payable) return payable.refused;
  const read = await jsonBodyOrRefusal(c, CHECKOUT_BODY_LIMITS);
  if ('refused' in read) return read.refused;
  const parsed = SandboxPaymentSchema.safeParse(read.body);
  const outcome = parsed.success ? sandboxCardOutcome(parsed.data.card_number) : null;
  if (!outcome)
    return fail(c, 400, CHECKOUT_MESSAGES.unknown_card, 'unknown_card', {
      fields: { card_number: CHECKOUT_MESSAGES.unknown_card },
    });
  if (payable.hold.payment_status === 'requires_action')
    return fail(c, 409, 'Finish the authentication step first.', 'authentication_pending');
  if (outcome === 'requires_action') {
    await setPaymentStatus(c.env.DB, payable.hold.id, 'requires_action');
    return c.json({ ...(await holdView(c, payable.hold)), payment_status: 'requires_action' }, 202);
  }
  return sandboxOutcome(c, payable.hold, payable.provider, outcome);
});

checkoutApi.post('/holds/:id/sandbox-authentication', async (c) => {
  const payable = await payableSandboxHold(c);
  if ('refused' in payable) return payable.refused;
  const read = await jsonBodyOrRefusal(c, CHECKOUT_BODY_LIMITS);
  if ('refused' in read) return read.refused;
  const parsed = SandboxAuthenticationSchema.safeParse(read.body);
  if (!parsed.success) return fail(c, 400, 'The authentication answer is not valid.', 'invalid_body');
  if (payable.hold.payment_status !== 'requires_action')
    return fail(c, 409, 'This payment needs no authentication.', 'no_authentication_pending');
  return sandboxOutcome(c, payable.hold, payable.provider, parsed.data.approve ? 'succeeded' : 'authentication_failed');
});

/**
 * The provider's webhook. Stripe and the sandbox POST signed events; Windcave notifies by GET or POST
 * with the session id, which is only a cue to ask Windcave (windcave-provider.ts). A provider that cannot
 * be asked answers 503, so the notification is sent again.
 */
async function webhook(c: Context<AppContext>) {
  const provider = webhookProviderFor(c.env, c.var.site, c.req.param('provider') ?? '');
  if (!provider) return fail(c, 404, 'Unknown payment provider.', 'unknown_provider');
  if (c.req.method === 'GET' && provider.name !== 'windcave')
    return fail(c, 404, 'Unknown payment provider.', 'unknown_provider');
  // The signature covers the raw bytes: read them as sent, never a re-serialised parse — counted while
  // they stream (security/read-capped.ts), whatever Content-Length says.
  const read = c.req.method === 'GET' ? null : await readCapped(c.req.raw.body, WEBHOOK_MAX_BYTES);
  if (read && !read.ok) return fail(c, 413, 'The webhook is too large.', 'payload_too_large');
  const raw = read ? new TextDecoder().decode(read.bytes) : '';
  let verdict: Awaited<ReturnType<PaymentProvider['verifyWebhook']>>;
  try {
    verdict = await provider.verifyWebhook(raw, c.req.raw.headers, new URL(c.req.url));
  } catch (error) {
    console.error('[checkout] %s webhook could not be verified', provider.name, error);
    return fail(c, 503, CHECKOUT_MESSAGES.unavailable, 'provider_unavailable');
  }
  if (verdict.kind === 'invalid') return fail(c, 400, 'The webhook signature is not valid.', 'invalid_signature');
  if (verdict.kind === 'ignored') return c.json({ received: true });
  const result = await applyPaymentEvent(c.env, c.executionCtx, c.var.site, provider, verdict.event);
  return c.json({ received: true, replayed: result.replayed, state: result.hold?.state ?? null });
}

checkoutApi.post('/webhooks/:provider', webhook);
checkoutApi.get('/webhooks/:provider', webhook);
