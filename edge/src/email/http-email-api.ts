/**
 * An HTTP transactional email API of the common shape (Resend's `POST /emails`: bearer key, JSON
 * `{from, to[], subject, text, headers}`, `Idempotency-Key`, answer `{id}`). Tests and local runs point
 * EMAIL_API_URL at a stand-in of that one endpoint; production at the provider.
 */
import type { EmailProvider, OutgoingEmail, SendResult } from './outgoing-email.js';

export type HttpEmailApiOptions = {
  /** Base URL, e.g. https://api.resend.com */
  url: string;
  key: string;
  /** Sender, e.g. "Forecourt <no-reply@mail.forecourt.example>" */
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export function httpEmailApi(options: HttpEmailApiOptions): EmailProvider {
  const endpoint = `${options.url.replace(/\/+$/, '')}/emails`;
  const doFetch = options.fetch ?? fetch;
  return {
    async send(email: OutgoingEmail): Promise<SendResult> {
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.key}`,
            'content-type': 'application/json',
            // The same outbox row twice (a retry after a lost answer) is one email at the provider.
            'idempotency-key': `forecourt-outbox-${email.id}`,
          },
          body: JSON.stringify({
            from: options.from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            headers: email.headers,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { outcome: 'retry', error: `network: ${(error as Error).message}` };
      }
      const text = await res.text();
      if (res.ok) {
        const id = safeJson(text)?.id;
        return { outcome: 'sent', providerId: typeof id === 'string' ? id : '' };
      }
      const error = `${res.status} ${text.slice(0, 300)}`;
      return { outcome: res.status === 429 || res.status >= 500 ? 'retry' : 'rejected', error };
    },
  };
}

function safeJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
