/**
 * The offline SANDBOX payment provider (issue 12) — a stand-in, never a real payment: the demo tenants
 * and the tests pay with contracts SANDBOX_TEST_CARDS. It behaves like a real provider where it matters:
 * the outcome of a card reaches the edge only as a webhook event signed with SANDBOX_WEBHOOK_SECRET
 * (HMAC-SHA256 over `${t}.${body}`, Stripe's scheme), verified by the same code path as any webhook.
 */
import type { SandboxCardOutcome } from '@forecourt/contracts';
import { randomToken, sameDigest } from '../security/tokens.js';
import type { PaymentProvider, WebhookVerdict } from './provider.js';
import { hmacSha256Hex } from './webhook-signature.js';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A signature older than this is refused (a captured webhook cannot be replayed days later). */
const TOLERANCE_S = 300;

/** The sandbox's webhook body. */
type SandboxEventBody = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  data: { reference: string; reason?: string };
};

export function sandboxProvider(secret: string): PaymentProvider & {
  /** The signed webhook the sandbox sends for a card outcome (the card form's charge, the 3-D Secure step). */
  signedEvent(
    reference: string,
    outcome: Exclude<SandboxCardOutcome, 'requires_action'> | 'authentication_failed',
  ): Promise<{ body: string; headers: Headers }>;
} {
  return {
    name: 'sandbox',
    async createPayment() {
      const reference = randomToken('sbpi_');
      return { reference, clientSecret: `${reference}_secret_${randomToken()}` };
    },
    async verifyWebhook(rawBody, headers): Promise<WebhookVerdict> {
      const header = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!Number.isSafeInteger(t) || !parts.v1 || Math.abs(Date.now() / 1000 - t) > TOLERANCE_S)
        return { kind: 'invalid' };
      if (!sameDigest(await hmacSha256Hex(secret, `${t}.${rawBody}`), parts.v1)) return { kind: 'invalid' };
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        return { kind: 'invalid' };
      }
      if (typeof body.id !== 'string' || typeof body.data?.reference !== 'string') return { kind: 'invalid' };
      if (body.type !== 'payment.succeeded' && body.type !== 'payment.failed') return { kind: 'ignored', id: body.id };
      const outcome = body.type === 'payment.succeeded' ? 'succeeded' : 'failed';
      return { kind: 'event', event: { id: body.id, outcome, reference: body.data.reference } };
    },
    async refund(reference) {
      console.info('[checkout] sandbox refund of %s (no money moves in the sandbox)', reference);
    },
    async signedEvent(reference, outcome) {
      const body = JSON.stringify({
        id: randomToken('evt_'),
        type: outcome === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        data: { reference, ...(outcome === 'succeeded' ? {} : { reason: outcome }) },
      } satisfies SandboxEventBody);
      const t = Math.floor(Date.now() / 1000);
      const v1 = await hmacSha256Hex(secret, `${t}.${body}`);
      return { body, headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}` }) };
    },
  };
}
