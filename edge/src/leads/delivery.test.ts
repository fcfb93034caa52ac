import { makeSiteInput } from '@forecourt/contracts/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migratedD1 } from '../../test-support/d1.js';
import type { Env } from '../env.js';
import { randomToken } from '../security/tokens.js';
import { DELIVERY_LEASE_MS, deliverLead, LOST_CHAIN_GRACE_MS, requeuePending } from './delivery.js';
import { insertLead } from './store.js';

// The delivery claim, lease and sweep over a real (Miniflare) D1 with every migration applied; the
// destination is a stubbed fetch, so two consumers can be held mid-send at the same time.
let dispose: () => Promise<void>;
let db: D1Database;
const queued: { leadId: string; chain?: string }[] = [];
let env: Env;

beforeAll(async () => {
  ({ db, dispose } = await migratedD1());
  const site = makeSiteInput({
    slug: 'dealer',
    lead_delivery: { kind: 'webhook', url: 'https://crm.example.test/in' },
  });
  env = {
    DB: db,
    SITES: { get: async () => JSON.stringify(site) } as unknown as KVNamespace,
    FILES: {} as R2Bucket,
    LEAD_QUEUE: { send: async (m: { leadId: string; chain?: string }) => void queued.push(m) } as never,
    LEAD_RETRY_BASE_S: '30',
  };
});
afterAll(() => dispose?.());
afterEach(() => {
  vi.unstubAllGlobals();
  queued.length = 0;
});

async function completedLead(): Promise<string> {
  const id = randomToken('ld_');
  const now = new Date().toISOString();
  await insertLead(db, {
    id,
    site: 'dealer',
    tokenHash: 'x',
    idempotencyKey: null,
    requestHash: null,
    status: 'Complete',
    completed: true,
    doc: { name: 'Sam Lee', email: 'sam@example.com' },
    files: [],
    event: null,
    now,
  });
  return id;
}
const row = (id: string) =>
  db
    .prepare('SELECT delivery_status, delivery_chain, delivery_due_at, delivery_attempts FROM leads WHERE id = ?')
    .bind(id)
    .first<{
      delivery_status: string;
      delivery_chain: string | null;
      delivery_due_at: string;
      delivery_attempts: number;
    }>();
const attempts = async (id: string) =>
  (
    await db
      .prepare('SELECT outcome FROM lead_deliveries WHERE lead_id = ? ORDER BY id')
      .bind(id)
      .all<{ outcome: string }>()
  ).results.map((r) => r.outcome);
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A destination answering `status`; `hold` keeps each request open until released. */
function destination(status: number, hold = false) {
  const calls: string[] = [];
  let release = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  let arrived = () => {};
  const first = new Promise<void>((r) => {
    arrived = r;
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(String(request.headers.get('idempotency-key')));
    arrived();
    if (hold) await released;
    return new Response('ok', { status });
  });
  return { calls, release, first };
}

describe('lead delivery: one chain, one sender at a time', () => {
  it('two consumers at once: the one holding the lease sends, the other acknowledges without sending', async () => {
    const id = await completedLead();
    const dest = destination(200, true);
    const one = deliverLead(env, { leadId: id, chain: 'ch_a' });
    await dest.first; // the first consumer holds the lease, mid-send
    expect(await deliverLead(env, { leadId: id, chain: 'ch_a' })).toBe('ack');
    expect(await deliverLead(env, { leadId: id })).toBe('ack');
    dest.release();
    expect(await one).toBe('ack');
    expect(dest.calls).toEqual([id]);
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_chain: 'ch_a', delivery_attempts: 1 });
    expect(await attempts(id)).toEqual(['ok']);
  });

  it('a failed attempt waits in backoff: an early duplicate does not send, the sweep leaves it, the retry sends', async () => {
    const id = await completedLead();
    const down = destination(503);
    expect(await deliverLead(env, { leadId: id, chain: 'ch_b' })).toBe(30);
    const waiting = await row(id);
    expect(waiting).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1 });
    expect(Date.parse(waiting!.delivery_due_at)).toBeGreaterThan(Date.now() + 20_000);
    // the old sweep's trigger: last touched long ago, yet the chain is alive (its retry is not due)
    await db
      .prepare('UPDATE leads SET updated_at = ? WHERE id = ?')
      .bind(ago(60 * 60_000), id)
      .run();
    expect(await deliverLead(env, { leadId: id, chain: 'ch_b' })).toBe('ack');
    expect(await requeuePending(env)).toBe(0);
    expect(queued).toEqual([]);
    expect(await row(id)).toMatchObject({ delivery_chain: 'ch_b', delivery_due_at: waiting!.delivery_due_at });
    expect(down.calls).toEqual([id]);
    // the retry's time comes: it sends as attempt 2, with the backoff continuing from there
    await db.prepare('UPDATE leads SET delivery_due_at = ? WHERE id = ?').bind(ago(0), id).run();
    const up = destination(200);
    expect(await deliverLead(env, { leadId: id, chain: 'ch_b' })).toBe('ack');
    expect(up.calls).toEqual([id]);
    expect(await attempts(id)).toEqual(['error', 'ok']);
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 2 });
  });

  it('a lost chain is re-queued once as a new chain; a late message of the old chain is dropped', async () => {
    const id = await completedLead();
    await db
      .prepare('UPDATE leads SET delivery_chain = ?, delivery_due_at = ?, delivery_attempts = 3 WHERE id = ?')
      .bind('ch_lost', ago(LOST_CHAIN_GRACE_MS + 60_000), id)
      .run();
    expect(await requeuePending(env)).toBe(1);
    expect(await requeuePending(env)).toBe(0);
    expect(queued).toHaveLength(1);
    const [message] = queued;
    expect(message?.leadId).toBe(id);
    expect(message?.chain).toMatch(/^ch_[0-9a-f]{32}$/);
    expect((await row(id))?.delivery_chain).toBe(message?.chain);
    const dest = destination(503);
    expect(await deliverLead(env, { leadId: id, chain: 'ch_lost' })).toBe('ack');
    expect(dest.calls).toEqual([]);
    // the new chain continues the attempt count: attempt 4 backs off 30·2³ s
    expect(await deliverLead(env, message!)).toBe(240);
    expect(dest.calls).toEqual([id]);
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', delivery_attempts: 4 });
  });

  it('a consumer that died mid-send leaves its lease: the sweep picks the lead only when the lease is long over', async () => {
    const id = await completedLead();
    const dest = destination(200, true);
    const stuck = deliverLead(env, { leadId: id, chain: 'ch_dead' });
    await dest.first;
    expect(await requeuePending(env)).toBe(0);
    // the lease ran out more than the grace ago (the consumer never finished)
    const past = ago(LOST_CHAIN_GRACE_MS + DELIVERY_LEASE_MS);
    await db
      .prepare('UPDATE leads SET delivery_due_at = ?, delivery_lease_until = ? WHERE id = ?')
      .bind(past, past, id)
      .run();
    expect(await requeuePending(env)).toBe(1);
    dest.release();
    await stuck;
  });
});
