import { CHECKOUT_MESSAGES } from '@forecourt/contracts';
import { ApiError } from '../http/errors.js';
import { readCapped } from '../security/read-capped.js';
import type { CheckoutContext } from './api-common.js';
import { applyPaymentEvent } from './confirm.js';
import type { WebhookVerdict } from './provider.js';
import { webhookProviderFor } from './select-provider.js';

/** A webhook body larger than this is not one of ours (Stripe's events are a few KB). */
const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * The provider's webhook. Stripe and the sandbox POST signed events; Windcave notifies by GET or POST
 * with the session id, which is only a cue to ask Windcave (windcave-provider.ts). A provider that cannot
 * be asked answers 503, so the notification is sent again.
 */
export async function paymentWebhook(c: CheckoutContext): Promise<Response> {
  const provider = webhookProviderFor(c.env, c.var.site, c.req.param('provider') ?? '');
  if (!provider) throw new ApiError('unknown_provider', 'Unknown payment provider.');
  if (c.req.method === 'GET' && provider.name !== 'windcave')
    throw new ApiError('unknown_provider', 'Unknown payment provider.');
  // The signature covers the raw bytes: read them as sent, never a re-serialised parse — counted while
  // they stream (security/read-capped.ts), whatever Content-Length says.
  const read = c.req.method === 'GET' ? null : await readCapped(c.req.raw.body, WEBHOOK_MAX_BYTES);
  if (read && !read.ok) throw new ApiError('payload_too_large', 'The webhook is too large.');
  const raw = read ? new TextDecoder().decode(read.bytes) : '';
  let verdict: WebhookVerdict;
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
