/**
 * The Stripe Worker (`forecourt-stripe`, edge/stripe.wrangler.jsonc): the real `stripe` SDK as Workers run
 * it, behind the service binding STRIPE of the edge. The SDK is the largest dependency the platform has
 * (~33 KiB gzip of the edge's 300 KiB budget, issue 36) and only a deposit or a payment webhook needs it,
 * so it runs here and the edge only calls these three methods (checkout/stripe-provider.ts).
 *
 * It holds no secret and no state: the edge passes the keys with each call (its secrets, chosen per site in
 * checkout/select-provider.ts), and one SDK client per key set is kept for the isolate's life.
 * - PaymentIntents are created with an idempotency key (the hold id: a retried create returns the same one).
 * - Webhooks are verified by the SDK (constructEventAsync with the SubtleCrypto provider); only
 *   payment_intent.succeeded / payment_intent.payment_failed act on a hold.
 * - `apiBase` points the SDK at another host (the tests' local stand-in of the few endpoints used).
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import Stripe from 'stripe';
import type { WebhookVerdict } from '../checkout/provider.js';
import type { StripeCreateInput, StripeRpc, StripeSettings } from './stripe-rpc.js';

/** The SDK's host/port/protocol for an API base URL (default: Stripe's own). */
function endpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const clients = new Map<string, Stripe>();
const crypto = Stripe.createSubtleCryptoProvider();
function client(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey}\n${settings.apiBase ?? ''}`;
  let stripe = clients.get(key);
  if (!stripe) {
    stripe = new Stripe(settings.secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      ...endpoint(settings.apiBase),
    });
    clients.set(key, stripe);
  }
  return stripe;
}

export class StripeApi extends WorkerEntrypoint implements StripeRpc {
  async createPayment(settings: StripeSettings, input: StripeCreateInput) {
    const intent = await client(settings).paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { reference: intent.id, clientSecret: intent.client_secret };
  }

  async verifyWebhook(settings: StripeSettings, rawBody: string, signature: string): Promise<WebhookVerdict> {
    let event: Stripe.Event;
    try {
      event = await client(settings).webhooks.constructEventAsync(
        rawBody,
        signature,
        settings.webhookSecret,
        undefined,
        crypto,
      );
    } catch {
      return { kind: 'invalid' };
    }
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
      return {
        kind: 'event',
        event: {
          id: event.id,
          outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
          reference: event.data.object.id,
        },
      };
    return { kind: 'ignored', id: event.id };
  }

  async refund(settings: StripeSettings, reference: string): Promise<void> {
    await client(settings).refunds.create({ payment_intent: reference }, { idempotencyKey: `refund:${reference}` });
  }
}

/** Nothing is served over HTTP: the edge calls the entrypoint above. */
export default {
  fetch: () => new Response('Not found', { status: 404 }),
} satisfies ExportedHandler;
