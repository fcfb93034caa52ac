/**
 * Stripe behind the payment-provider interface (issue 12). The real `stripe` SDK runs in the Stripe Worker
 * (payments/stripe-worker.ts), reached through the service binding STRIPE: this side passes the site's keys
 * and the payment, and maps nothing itself. The SDK (~33 KiB gzip) is thus outside the edge's bundle.
 */
import type { StripeRpc, StripeSettings } from '../payments/stripe-rpc.js';
import type { PaymentProvider, WebhookVerdict } from './provider.js';

export function stripeProvider(settings: StripeSettings, api: StripeRpc): PaymentProvider {
  return {
    name: 'stripe',
    async createPayment(input) {
      const { idempotencyKey, amountCents, currency, description, metadata } = input;
      return api.createPayment(settings, { idempotencyKey, amountCents, currency, description, metadata });
    },
    async verifyWebhook(rawBody, headers): Promise<WebhookVerdict> {
      const signature = headers.get('stripe-signature');
      if (!signature) return { kind: 'invalid' };
      return api.verifyWebhook(settings, rawBody, signature);
    },
    async refund(reference) {
      await api.refund(settings, reference);
    },
  };
}
