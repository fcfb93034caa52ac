/**
 * One interface for every payment provider (issue 12): the checkout API creates a payment for a hold,
 * and only a webhook the provider signed — verified here — says whether it succeeded. Which provider a
 * site uses is decided in select-provider.ts and nowhere else.
 */
import type { PaymentProviderName } from '@forecourt/contracts';

/** A payment created for a hold: the provider's id for it and what the browser needs to pay it. */
export type CreatedPayment = {
  reference: string;
  clientSecret: string | null;
  /** A hosted payment page the browser goes to (Windcave); null when the page pays in place (Stripe, sandbox). */
  redirectUrl?: string | null;
};

/** A verified webhook event, reduced to what a hold needs. */
export type PaymentEvent = {
  /** The provider's event id (replays carry the same id). */
  id: string;
  outcome: 'succeeded' | 'failed';
  /** The payment it is about (CreatedPayment.reference). */
  reference: string;
  /** The hold the provider says the payment was made for (Windcave's merchant reference), when it says one. */
  holdId?: string;
};

/** What verifyWebhook found: a payment event, an event type checkout does not act on, or a bad signature. */
export type WebhookVerdict =
  | { kind: 'event'; event: PaymentEvent }
  | { kind: 'ignored'; id: string }
  | { kind: 'invalid' };

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** Creates the deposit payment; `idempotencyKey` (the hold id) makes a retried create return the same payment. */
  createPayment(input: {
    idempotencyKey: string;
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    /** Where a hosted payment page sends the shopper back, and the server-to-server notification URL. */
    returnUrl: string;
    notificationUrl: string;
  }): Promise<CreatedPayment>;
  /**
   * Checks a webhook: its signature over the raw body (Stripe, sandbox) or, for a provider whose
   * notification is unsigned (Windcave), the payment as the provider's API reports it — never the
   * notification's own word. Throws when the provider cannot be asked (the webhook is then retried).
   */
  verifyWebhook(rawBody: string, headers: Headers, url: URL): Promise<WebhookVerdict>;
  /**
   * Providers whose API can be asked for a payment's outcome (Windcave): the shopper's return to the
   * journey asks it server-side instead of waiting for the notification. Same verdicts as verifyWebhook.
   */
  queryPayment?(reference: string): Promise<WebhookVerdict>;
  /** Refunds a succeeded payment in full (the late-webhook rule: the car went to someone else). */
  refund(reference: string): Promise<void>;
};
