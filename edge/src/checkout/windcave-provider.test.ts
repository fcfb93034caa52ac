import { afterEach, describe, expect, it, vi } from 'vitest';
import { windcaveProvider } from './windcave-provider.js';

// The client's retry policy and the provider's refusals, with fetch stubbed (the whole flow against a
// Windcave stand-in is tests/integration/checkout-windcave.test.ts).
type Seen = { method: string; url: string };
function stubFetch(answers: (Response | Error)[]): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ method: init.method ?? 'GET', url });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return next;
  });
  return seen;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const provider = () => windcaveProvider({ apiUser: 'u', apiKey: 'k', apiBase: 'https://wc.test', retries: 2 });
const SESSION = '0123456789abcdef0123456789abcdef';
const completed = {
  id: SESSION,
  state: 'complete',
  merchantReference: 'ch_1',
  transactions: [{ id: '0000000000000001', type: 'purchase', authorised: true, amount: '200.00', currency: 'NZD' }],
};
const input = {
  idempotencyKey: 'ch_1',
  amountCents: 20000,
  currency: 'nzd',
  description: 'Deposit',
  metadata: {},
  returnUrl: 'https://dealer.test/checkout-journey?car_id=x',
  notificationUrl: 'https://dealer.test/api/checkout/webhooks/windcave',
};

afterEach(() => vi.unstubAllGlobals());

describe('windcave provider', () => {
  it('asks a session again after a network error, and believes only what the session says', async () => {
    const seen = stubFetch([new TypeError('fetch failed'), json(completed)]);
    expect(await provider().queryPayment?.(SESSION)).toEqual({
      kind: 'event',
      event: { id: `${SESSION}:succeeded`, outcome: 'succeeded', reference: SESSION, holdId: 'ch_1' },
    });
    expect(seen.map((s) => s.url)).toEqual([
      `https://wc.test/api/v1/sessions/${SESSION}`,
      `https://wc.test/api/v1/sessions/${SESSION}`,
    ]);
  });

  it('never sends a refund twice on its own: a 503 throws after one POST (the notification is retried instead)', async () => {
    const seen = stubFetch([json(completed), json({}, 503)]);
    await expect(provider().refund(SESSION)).rejects.toThrow();
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('refuses a created session without an https hosted payment page link', async () => {
    stubFetch([json({ id: SESSION, state: 'init', links: [{ rel: 'hpp', href: 'http://evil.test/pay' }] }, 202)]);
    await expect(provider().createPayment(input)).rejects.toThrow();
  });

  it('ignores a session that is not complete and refuses ids that are not Windcave session ids (no call made)', async () => {
    const seen = stubFetch([json({ ...completed, state: 'pending', transactions: [] })]);
    expect(await provider().queryPayment?.(SESSION)).toEqual({ kind: 'ignored', id: `${SESSION}:pending` });
    const url = new URL('https://dealer.test/api/checkout/webhooks/windcave?sessionId=../../transactions');
    expect(await provider().verifyWebhook('', new Headers(), url)).toEqual({ kind: 'invalid' });
    expect(seen).toHaveLength(1);
  });
});
