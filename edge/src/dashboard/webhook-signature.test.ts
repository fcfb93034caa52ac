import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_S } from './webhook-signature.js';

describe('dashboard webhook signature', () => {
  const body = '{"event":"site.updated","website_id":1}';
  it('accepts its own signature within the window, and nothing else', async () => {
    const sig = await signWebhook('s3cret', 1000, body);
    expect(sig).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(await verifyWebhook('s3cret', '1000', sig, body, 1000 + WEBHOOK_TOLERANCE_S)).toEqual({
      ok: true,
      timestamp: 1000,
    });
    expect(await verifyWebhook('s3cret', '1000', sig, body, 1001 + WEBHOOK_TOLERANCE_S)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(await verifyWebhook('other', '1000', sig, body, 1000)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(await verifyWebhook('s3cret', '1000', sig, `${body} `, 1000)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    // the timestamp is signed: re-dating an old request breaks the signature
    expect(await verifyWebhook('s3cret', '1001', sig, body, 1000)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(await verifyWebhook('s3cret', null, sig, body, 1000)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyWebhook('s3cret', '1e3', sig, body, 1000)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyWebhook('s3cret', '1000', sig.replace('v1=', 'v2='), body, 1000)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });
});
