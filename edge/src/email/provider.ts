/**
 * Who sends the outbox's emails. One provider per deployment, chosen by EMAIL_PROVIDER:
 *   unset        none: messages wait in the outbox (local development reads them at /_dev/outbox)
 *   'http-api'   an HTTP email API (email/http-email-api.ts): EMAIL_API_URL, EMAIL_API_KEY (secret), EMAIL_FROM
 * Cloudflare Email Workers' send_email binding only delivers to addresses verified on the account,
 * so it cannot reach shoppers: transactional mail goes through an HTTP API (docs/OPERATIONS.md).
 */
import type { Env } from '../env.js';
import { httpEmailApi } from './http-email-api.js';
import type { EmailProvider } from './outgoing-email.js';

/** The configured provider, or null when this deployment sends no email (never a fake "sent"). */
export function emailProvider(env: Env): EmailProvider | null {
  if (!env.EMAIL_PROVIDER) return null;
  if (env.EMAIL_PROVIDER === 'http-api') {
    if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY || !env.EMAIL_FROM) {
      console.error('[email] EMAIL_PROVIDER=http-api needs EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM');
      return null;
    }
    return httpEmailApi({ url: env.EMAIL_API_URL, key: env.EMAIL_API_KEY, from: env.EMAIL_FROM });
  }
  console.error(`[email] unknown EMAIL_PROVIDER ${JSON.stringify(env.EMAIL_PROVIDER)}: no email is sent`);
  return null;
}
