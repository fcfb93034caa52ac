/** What every email provider implements (provider.ts chooses one): the message and the outcome of a send. */
export type OutgoingEmail = {
  /** The outbox row: providers that deduplicate get it as the idempotency key. */
  id: number;
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe). */
  headers: Record<string, string>;
};

/** 'sent' with the provider's message id; 'retry' (429, 5xx, network) or 'rejected' (the provider refused it). */
export type SendResult = { outcome: 'sent'; providerId: string } | { outcome: 'retry' | 'rejected'; error: string };

export interface EmailProvider {
  send(email: OutgoingEmail): Promise<SendResult>;
}
