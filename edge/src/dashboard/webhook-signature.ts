/**
 * Dashboard webhook signatures: `X-Dashboard-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`
 * with `X-Dashboard-Timestamp: <unix seconds>`. The timestamp is signed with the body, so an old request
 * cannot be re-dated; it must be within WEBHOOK_TOLERANCE_S of now, and within that window
 * webhook-replay.ts refuses a signature seen before.
 */

/** How far a webhook's timestamp may be from now (either way), in seconds. */
export const WEBHOOK_TOLERANCE_S = 300;

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

function hexBytes(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2}){32}$/.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The signature header value for a body (what the dashboard — and the stand-in — sends). */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${timestamp}.${body}`));
  return `v1=${[...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'stale' | 'bad_signature' };

/** Checks the headers against the raw body (crypto.subtle.verify compares in constant time). */
export async function verifyWebhook(
  secret: string,
  timestampHeader: string | null,
  signatureHeader: string | null,
  body: string,
  nowS: number,
): Promise<SignatureCheck> {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader))
    return { ok: false, reason: 'missing' };
  const timestamp = Number(timestampHeader);
  if (Math.abs(nowS - timestamp) > WEBHOOK_TOLERANCE_S) return { ok: false, reason: 'stale' };
  const mac = hexBytes(signatureHeader.replace(/^v1=/, ''));
  if (!mac || !signatureHeader.startsWith('v1=')) return { ok: false, reason: 'bad_signature' };
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    mac,
    encoder.encode(`${timestamp}.${body}`),
  );
  return valid ? { ok: true, timestamp } : { ok: false, reason: 'bad_signature' };
}
