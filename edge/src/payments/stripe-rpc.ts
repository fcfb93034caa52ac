/**
 * What the Stripe Worker (stripe-worker.ts) offers the edge over the service binding STRIPE: types only,
 * so the edge's bundle holds no Stripe code (checkout/stripe-provider.ts calls these).
 */
import type { PaymentProvider, WebhookVerdict } from '../checkout/provider.js';

/** The keys of one call (the edge's secrets; the Worker keeps none): STRIPE_API_BASE → apiBase. */
export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string | undefined };

export type StripeCreateInput = Pick<
  Parameters<PaymentProvider['createPayment']>[0],
  'idempotencyKey' | 'amountCents' | 'currency' | 'description' | 'metadata'
>;

export type StripeRpc = {
  createPayment(
    settings: StripeSettings,
    input: StripeCreateInput,
  ): Promise<{ reference: string; clientSecret: string | null }>;
  verifyWebhook(settings: StripeSettings, rawBody: string, signature: string): Promise<WebhookVerdict>;
  refund(settings: StripeSettings, reference: string): Promise<void>;
};
