/**
 * Windcave behind the payment-provider interface (issue 12), through its REST API (windcave-client.ts):
 * a Hosted Payment Page session per hold, notifications believed only after asking Windcave for the
 * session, full refunds never retried blindly. Details: docs/SPEC-COVERAGE.md "Windcave" row.
 */
import * as z from 'zod';
import type { PaymentProvider, WebhookVerdict } from './provider.js';
import { type WindcaveCall, type WindcaveSettings, WindcaveUnavailable, windcaveClient } from './windcave-client.js';

/** Windcave session ids are opaque alphanumeric strings; anything else is not one of theirs. */
export const WINDCAVE_SESSION_ID = /^[A-Za-z0-9]{8,64}$/;

const Link = z.object({ href: z.string(), rel: z.string() });
const Transaction = z.object({
  id: z.string(),
  type: z.string(),
  authorised: z.boolean(),
  amount: z.string(),
  currency: z.string(),
});
const Session = z.object({
  id: z.string(),
  state: z.string(),
  merchantReference: z.string().optional(),
  links: z.array(Link).optional(),
  transactions: z.array(Transaction).optional(),
});
type Session = z.infer<typeof Session>;

const amountText = (cents: number) => (cents / 100).toFixed(2);

/** The session's authorised purchase, when it has one. */
const authorisedPurchase = (session: Session) =>
  session.transactions?.find((t) => t.type === 'purchase' && t.authorised) ?? null;

/** The session id a notification names: in its query (GET), or its form / JSON body (POST). */
function notifiedSessionId(rawBody: string, headers: Headers, url: URL): string | null {
  const fromQuery = url.searchParams.get('sessionId');
  if (fromQuery) return fromQuery;
  if (!rawBody) return null;
  if ((headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = JSON.parse(rawBody) as { sessionId?: unknown };
      return typeof body.sessionId === 'string' ? body.sessionId : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(rawBody).get('sessionId');
}

export function windcaveProvider(settings: WindcaveSettings): PaymentProvider {
  const call: WindcaveCall = windcaveClient(settings);

  async function session(id: string): Promise<Session | null> {
    const answer = await call('GET', `/sessions/${encodeURIComponent(id)}`, { retry: true });
    if (answer.status === 404 || answer.status === 400) return null;
    if (answer.status !== 200 && answer.status !== 202)
      throw new WindcaveUnavailable(`Windcave answered ${answer.status} to a session query`);
    const parsed = Session.safeParse(answer.json);
    if (!parsed.success) throw new WindcaveUnavailable('Windcave session answer not understood');
    return parsed.data;
  }

  /** The payment's outcome as Windcave reports it (the only thing believed). */
  async function queryPayment(id: string): Promise<WebhookVerdict> {
    if (!WINDCAVE_SESSION_ID.test(id)) return { kind: 'invalid' };
    const found = await session(id);
    if (!found || found.id !== id) return { kind: 'invalid' };
    if (found.state !== 'complete') return { kind: 'ignored', id: `${id}:${found.state}` };
    const outcome = authorisedPurchase(found) ? 'succeeded' : 'failed';
    return {
      kind: 'event',
      event: {
        id: `${id}:${outcome}`,
        outcome,
        reference: id,
        ...(found.merchantReference ? { holdId: found.merchantReference } : {}),
      },
    };
  }

  return {
    name: 'windcave',
    async createPayment(input) {
      const answer = await call('POST', '/sessions', {
        retry: true,
        body: {
          type: 'purchase',
          amount: amountText(input.amountCents),
          currency: input.currency.toUpperCase(),
          merchantReference: input.idempotencyKey,
          language: 'en',
          callbackUrls: { approved: input.returnUrl, declined: input.returnUrl, cancelled: input.returnUrl },
          notificationUrl: input.notificationUrl,
        },
      });
      const parsed = Session.safeParse(answer.json);
      const hpp = parsed.success ? parsed.data.links?.find((l) => l.rel === 'hpp')?.href : undefined;
      if (answer.status > 202 || !parsed.success || !hpp?.startsWith('https://'))
        throw new WindcaveUnavailable(`Windcave session not created (${answer.status})`);
      return { reference: parsed.data.id, clientSecret: null, redirectUrl: hpp };
    },
    queryPayment,
    verifyWebhook: (rawBody, headers, url) => queryPayment(notifiedSessionId(rawBody, headers, url) ?? ''),
    async refund(reference) {
      const found = await session(reference);
      const purchase = found ? authorisedPurchase(found) : null;
      if (!found || !purchase) throw new Error(`Windcave session ${reference} has no authorised purchase to refund`);
      const answer = await call('POST', '/transactions', {
        retry: false,
        body: {
          type: 'refund',
          amount: purchase.amount,
          currency: purchase.currency,
          merchantReference: `refund ${found.merchantReference ?? reference}`.slice(0, 64),
          originalTransactionId: purchase.id,
        },
      });
      const refunded = Transaction.safeParse(answer.json);
      if (answer.status > 202 || !refunded.success || !refunded.data.authorised)
        throw new Error(`Windcave refund of ${reference} not accepted (${answer.status})`);
    },
  };
}
