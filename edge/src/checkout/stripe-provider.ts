/**
 * Stripe behind the payment-provider interface (issue 12), with the real `stripe` SDK as Workers run it:
 * its fetch HTTP client, PaymentIntents created with an idempotency key (the hold id: a retried create
 * returns the same PaymentIntent), and webhooks verified by the SDK (constructEventAsync with the
 * SubtleCrypto provider). Only payment_intent.succeeded / payment_intent.payment_failed act on a hold.
 * STRIPE_API_BASE points the SDK at another host (the tests' local stand-in of the few endpoints used).
 * The SDK is imported on first use (issue 36): the bundler keeps its ~150 resource modules unevaluated
 * until a checkout or a webhook needs Stripe, so they cost no startup time on the page path.
 */
import type Stripe from 'stripe';
import type { PaymentProvider, WebhookVerdict } from './provider.js';

type StripeSdk = typeof Stripe;
let sdk: Promise<StripeSdk> | null = null;
const loadStripe = (): Promise<StripeSdk> => {
  sdk ??= import('stripe').then((m) => m.default);
  return sdk;
};

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string | undefined };

/** The SDK's host/port/protocol for an API base URL (default: Stripe's own). */
function endpoint(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<{ stripe: Stripe; crypto: Stripe.CryptoProvider }> | null = null;
  const connect = () => {
    client ??= loadStripe().then((StripeSdk) => ({
      stripe: new StripeSdk(settings.secretKey, {
        httpClient: StripeSdk.createFetchHttpClient(),
        maxNetworkRetries: 2,
        timeout: 10_000,
        telemetry: false,
        ...endpoint(settings.apiBase),
      }),
      crypto: StripeSdk.createSubtleCryptoProvider(),
    }));
    return client;
  };
  return {
    name: 'stripe',
    async createPayment(input) {
      const { stripe } = await connect();
      const intent = await stripe.paymentIntents.create(
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
    },
    async verifyWebhook(rawBody, headers): Promise<WebhookVerdict> {
      const signature = headers.get('stripe-signature');
      if (!signature) return { kind: 'invalid' };
      const { stripe, crypto } = await connect();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
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
    },
    async refund(reference) {
      const { stripe } = await connect();
      await stripe.refunds.create({ payment_intent: reference }, { idempotencyKey: `refund:${reference}` });
    },
  };
}
