/**
 * The sandbox provider's own steps (its card form and its 3-D Secure answer): each outcome reaches the
 * hold only as the sandbox's signed webhook, through the one webhook path (confirm.ts).
 *
 *   POST /holds/:id/sandbox-payment         { card_number, expiry, cvc } — a test card, MM/YY not past, 3–4 digit CVC
 *   POST /holds/:id/sandbox-authentication  { approve }
 */
import {
  CHECKOUT_BODY_LIMITS,
  CHECKOUT_MESSAGES,
  SandboxAuthenticationSchema,
  SandboxPaymentSchema,
  sandboxCardErrors,
  sandboxCardOutcome,
} from '@forecourt/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { type CheckoutContext, ownHold } from './api-common.js';
import { applyPaymentEvent } from './confirm.js';
import { holdView } from './hold-view.js';
import { sandboxFor } from './select-provider.js';
import { endHold, findHold, type HoldRow, setPaymentStatus } from './store.js';

export const sandboxApi = new Hono<AppContext>();

/** A held, unexpired sandbox hold (else 409; an expired one is marked expired here). */
async function payableSandboxHold(c: CheckoutContext) {
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
  c: CheckoutContext,
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

sandboxApi.post('/:id/sandbox-payment', async (c) => {
  const payable = await payableSandboxHold(c);
  const parsed = SandboxPaymentSchema.safeParse(await jsonBody(c, CHECKOUT_BODY_LIMITS));
  if (!parsed.success) throw new ApiError('invalid_body', 'The card details are not valid.');
  const fields = sandboxCardErrors(parsed.data, new Date());
  const outcome = sandboxCardOutcome(parsed.data.card_number);
  // unknown_card: the code the card form's refusals had before the expiry and CVC fields (one for all three)
  if (!outcome || Object.keys(fields).length > 0)
    throw new ApiError('unknown_card', Object.values(fields)[0] ?? CHECKOUT_MESSAGES.unknown_card, { fields });
  if (payable.hold.payment_status === 'requires_action')
    throw new ApiError('authentication_pending', 'Finish the authentication step first.');
  if (outcome === 'requires_action') {
    await setPaymentStatus(c.env.DB, payable.hold.id, 'requires_action');
    return c.json({ ...(await holdView(c, payable.hold)), payment_status: 'requires_action' }, 202);
  }
  return sandboxOutcome(c, payable.hold, payable.provider, outcome);
});

sandboxApi.post('/:id/sandbox-authentication', async (c) => {
  const payable = await payableSandboxHold(c);
  const parsed = SandboxAuthenticationSchema.safeParse(await jsonBody(c, CHECKOUT_BODY_LIMITS));
  if (!parsed.success) throw new ApiError('invalid_body', 'The authentication answer is not valid.');
  if (payable.hold.payment_status !== 'requires_action')
    throw new ApiError('no_authentication_pending', 'This payment needs no authentication.');
  return sandboxOutcome(c, payable.hold, payable.provider, parsed.data.approve ? 'succeeded' : 'authentication_failed');
});
