import { CAPTCHA_TEST_TOKENS } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';
import { until } from '../support/until.js';

/**
 * Lead delivery durability (issue 6) in real workerd with the real D1 and lead Queue: the cron sweep
 * re-queues only a lead whose queue chain is lost (never one waiting in backoff), a lost chain is
 * re-queued once, and the dealer's destination sees each lead exactly once even when two consumers hold
 * messages for it at the same time.
 *
 * The sink Worker stands in for the dealer's webhook: 503 while KV `mode` is 'down'; while 'hold' it
 * marks the request arrived and keeps it open until the mode changes; otherwise it counts the delivery
 * under its Idempotency-Key. Retries back off an hour (LEAD_RETRY_BASE_S), so a failed lead stays in
 * backoff for the whole test.
 */
const SINK = `
export default {
  async fetch(request, env) {
    const key = request.headers.get('idempotency-key') ?? 'none';
    if ((await env.SINK.get('mode')) === 'down') return new Response('down', { status: 503 });
    await env.SINK.put('arrived:' + key, '1');
    while ((await env.SINK.get('mode')) === 'hold') await new Promise((r) => setTimeout(r, 50));
    const n = Number((await env.SINK.get('count:' + key)) ?? '0') + 1;
    await env.SINK.put('count:' + key, String(n));
    return new Response('ok');
  },
};`;

const H = 'harbourside.localhost';
const CRON = '*/10 * * * *';
let p: Platform;
let ip = 0;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'lakeside-auto'],
    vars: { LEAD_RETRY_BASE_S: '3600', KV_MEMO_MS: '0', LOCAL_LEAD_SINK: 'true' },
    edgeOutbound: 'lead-sink',
    extraWorkers: [
      { name: 'lead-sink', modules: true, script: SINK, compatibilityDate: '2026-11-01', kvNamespaces: ['SINK'] },
    ],
  });
  const site = JSON.parse((await p.kv.get('site:harbourside'))!);
  await p.kv.put(
    'site:harbourside',
    JSON.stringify({ ...site, lead_delivery: { kind: 'webhook', url: 'https://crm.example.test/leads' } }),
  );
});
afterAll(() => p?.dispose());

const sink = () => p.mf.getKVNamespace('SINK', 'lead-sink');
const edge = () => p.mf.getWorker('edge');
/** The cron sweep, run by workerd's scheduled handler (its waitUntil settles before this resolves). */
const sweep = async () => expect((await (await edge()).scheduled({ cron: CRON })).outcome).toBe('ok');

/** A complete fleet enquiry in one save (form_id + its last step: every step checked at once). */
const fleetEnquiry = {
  form_id: 'fleet',
  step_number: 2,
  name: 'Sam Lee',
  company_name: 'Acme Pty Ltd',
  fleet_size: '12',
  message: 'Hi',
  category: 'General Enquiry',
};

/** A completed lead through the API (201). */
async function createLead(tag: string, host = H, phone = '0412 345 678'): Promise<string> {
  const res = await p.get(host, '/api/leads', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': `10.9.0.${++ip}`,
      'idempotency-key': `lead-delivery-${tag}-0123456789`,
    },
    body: JSON.stringify({
      lead: { ...fleetEnquiry, email: `sam+${tag}@example.com`, phone },
      captcha_token: CAPTCHA_TEST_TOKENS.pass,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

type DeliveryRow = {
  delivery_status: string;
  delivery_chain: string | null;
  delivery_due_at: string | null;
  delivery_attempts: number;
};
const delivery = async (id: string) =>
  (await p.db
    .prepare('SELECT delivery_status, delivery_chain, delivery_due_at, delivery_attempts FROM leads WHERE id = ?')
    .bind(id)
    .first<DeliveryRow>())!;
const outcomes = async (id: string) =>
  (
    await p.db
      .prepare('SELECT outcome FROM lead_deliveries WHERE lead_id = ? ORDER BY id')
      .bind(id)
      .all<{ outcome: string }>()
  ).results.map((r) => r.outcome);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Hands one message straight to the edge's queue consumer; says whether it was acknowledged. */
async function consume(body: { leadId: string; chain?: string }): Promise<'ack' | 'retry'> {
  const id = `msg-${++ip}`;
  const result = await (await edge()).queue('forecourt-leads', [{ id, timestamp: new Date(), body, attempts: 1 }]);
  expect(result.outcome).toBe('ok');
  return result.explicitAcks.includes(id) ? 'ack' : 'retry';
}

describe('lead delivery: the sweep, backoff and leases', () => {
  it('a lead waiting in backoff is not re-queued by the sweep, however old its last update', async () => {
    const kv = await sink();
    await kv.put('mode', 'down');
    const id = await createLead('backoff');
    expect(
      await until(
        () => outcomes(id),
        (o) => o.length === 1,
      ),
    ).toEqual(['error']);
    const waiting = await delivery(id);
    expect(waiting).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1 });
    expect(Date.parse(waiting.delivery_due_at!)).toBeGreaterThan(Date.now() + 50 * 60_000);
    // What re-queued it before: the row untouched for longer than the sweep's 10 minutes.
    await p.db.prepare('UPDATE leads SET updated_at = ? WHERE id = ?').bind(minutesAgo(60), id).run();
    await sweep();
    await sweep();
    // A re-queue always starts a new chain: the chain and its due time are the ones the retry keeps.
    expect(await delivery(id)).toEqual(waiting);
    expect(await outcomes(id)).toEqual(['error']);
    expect(await kv.get(`count:${id}`)).toBeNull();
  });

  it('a lost message is re-queued once and delivered exactly once; the old chain’s late message sends nothing', async () => {
    const kv = await sink();
    await kv.put('mode', 'down');
    const id = await createLead('lost');
    await until(
      () => outcomes(id),
      (o) => o.length === 1,
    );
    const lost = await delivery(id);
    // The retry never comes (its message lost): its due time is now 20 minutes past.
    await p.db.prepare('UPDATE leads SET delivery_due_at = ? WHERE id = ?').bind(minutesAgo(20), id).run();
    await kv.put('mode', 'up');
    await sweep();
    const requeued = await delivery(id);
    expect(requeued.delivery_chain).not.toBe(lost.delivery_chain);
    await sweep(); // a second sweep finds nothing to re-queue
    const done = await until(
      () => delivery(id),
      (d) => d.delivery_status === 'delivered',
    );
    expect(done).toMatchObject({ delivery_status: 'delivered', delivery_chain: requeued.delivery_chain });
    expect(done.delivery_attempts).toBe(2);
    expect(await outcomes(id)).toEqual(['error', 'ok']);
    // the lost message turns up after all, and duplicates of the new chain: acknowledged, nothing sent
    expect(await consume({ leadId: id, chain: lost.delivery_chain! })).toBe('ack');
    expect(await consume({ leadId: id, chain: requeued.delivery_chain! })).toBe('ack');
    await sweep();
    expect(await kv.get(`count:${id}`)).toBe('1');
    expect(await outcomes(id)).toEqual(['error', 'ok']);
  });

  it('two consumers at once: the one holding the lease sends, the other is refused; the destination sees one delivery', async () => {
    const kv = await sink();
    await kv.put('mode', 'hold');
    const id = await createLead('lease');
    // the queue's consumer is mid-send (the destination holds the request open)
    expect(
      await until(
        () => kv.get(`arrived:${id}`),
        (v) => v === '1',
      ),
    ).toBe('1');
    const sending = await delivery(id);
    expect(sending.delivery_chain).toMatch(/^ch_/);
    // a second consumer gets a duplicate of the same chain's message, and one without a chain
    expect(await consume({ leadId: id, chain: sending.delivery_chain! })).toBe('ack');
    expect(await consume({ leadId: id })).toBe('ack');
    await sweep(); // being sent is not lost
    expect((await delivery(id)).delivery_chain).toBe(sending.delivery_chain);
    await kv.put('mode', 'up');
    expect(
      (
        await until(
          () => delivery(id),
          (d) => d.delivery_status === 'delivered',
        )
      ).delivery_status,
    ).toBe('delivered');
    expect(await kv.get(`count:${id}`)).toBe('1');
    expect(await outcomes(id)).toEqual(['ok']);
  });
});

describe('the cron sweeps ended rate-limit windows', () => {
  it('deletes counters whose window has ended and keeps the current ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    await p.db.batch([
      p.db.prepare('INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?)').bind('lead:x:old:1', now - 120),
      p.db.prepare('INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?)').bind('lead:x:now:2', now + 60),
    ]);
    await sweep();
    const keys = (
      await p.db.prepare("SELECT key FROM rate_limits WHERE key LIKE 'lead:x:%'").all<{ key: string }>()
    ).results.map((r) => r.key);
    expect(keys).toEqual(['lead:x:now:2']);
  });
});

describe('demo destinations: the local lead sink (LOCAL_LEAD_SINK=true, as npm start runs)', () => {
  it("lakeside-auto's seeded ADF/XML destination receives the lead once, as XML under its Idempotency-Key", async () => {
    const site = JSON.parse((await p.kv.get('site:lakeside-auto'))!);
    expect(site.lead_delivery).toEqual({ kind: 'adf', url: 'http://lead-sink.localhost/lakeside-auto' });
    const id = await createLead('adf', 'lakeside-auto.localhost', '(212) 555-0100');
    await until(
      () => delivery(id),
      (d) => d.delivery_status === 'delivered',
    );
    const { results } = await p.db
      .prepare('SELECT url, content_type, body FROM local_lead_sink WHERE idempotency_key = ?')
      .bind(id)
      .all<{ url: string; content_type: string; body: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      url: 'http://lead-sink.localhost/lakeside-auto',
      content_type: 'application/xml',
    });
    expect(results[0]?.body).toContain('<?adf version="1.0"?>');
    expect(results[0]?.body).toContain(`<id sequence="1" source="Forecourt">${id}</id>`);
    expect(results[0]?.body).toContain('<name part="full">Sam Lee</name>');
    const [attempt] = (
      await p.db
        .prepare('SELECT destination, outcome, http_status FROM lead_deliveries WHERE lead_id = ?')
        .bind(id)
        .all()
    ).results;
    expect(attempt).toEqual({
      destination: 'adf http://lead-sink.localhost/lakeside-auto',
      outcome: 'ok',
      http_status: 200,
    });
  });
});
