import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, migratedD1 } from '../../test-support/d1.js';
import { type HoldOwner, liveHoldOfOwner } from './hold-owner.js';
import {
  carById,
  confirmHold,
  endHold,
  findHold,
  findHoldByPayment,
  markRefunded,
  recordWebhookEvent,
  setHoldLead,
  setPayment,
  setPaymentStatus,
  takeHold,
  webhookEventSeen,
} from './store.js';

// The checkout hold lifecycle (migration 0015) against a real, migrated D1: take, pay, confirm, end,
// expire, and the refusals that keep one live hold per car and per shopper.

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await migratedD1());
});
afterAll(() => dispose?.());

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const MIN = 60_000;
let n = 0;
const hold = (carId: number, over: { nowMs?: number; expiresAt?: number; owner?: HoldOwner; site?: string } = {}) => {
  const nowMs = over.nowMs ?? NOW;
  return {
    id: `hold-${++n}`,
    site: over.site ?? 'harbourside',
    carId,
    tokenHash: `token-${n}`,
    provider: 'sandbox' as const,
    amountCents: 50_000,
    currency: 'AUD',
    expiresAt: over.expiresAt ?? nowMs + 15 * MIN,
    details: { name: 'Sam', email: over.owner?.email ?? `shopper-${n}@example.com` },
    nowMs,
    ...(over.owner ? { owner: over.owner } : {}),
  };
};
const stateOf = async (id: string) => (await findHold(db, id))?.state;

describe('takeHold: one live hold per car', () => {
  it('a first hold is taken: held, payment created, details kept', async () => {
    const car = await insertCar(db);
    const h = hold(car);
    expect(await takeHold(db, h)).toBe(true);
    const row = await findHold(db, h.id);
    expect(row).toMatchObject({
      state: 'held',
      car_id: car,
      site_slug: 'harbourside',
      payment_status: 'created',
      payment_ref: null,
      amount_cents: 50_000,
      lead_id: null,
    });
    expect(row?.details).toEqual(h.details);
  });

  it('a second hold on a car with a live hold is refused, and writes nothing', async () => {
    const car = await insertCar(db);
    const first = hold(car);
    const second = hold(car);
    expect(await takeHold(db, first)).toBe(true);
    expect(await takeHold(db, second)).toBe(false);
    expect(await findHold(db, second.id)).toBeNull();
    expect(await stateOf(first.id)).toBe('held');
  });

  it('a held hold past its expiry stops blocking: the next take expires it and wins', async () => {
    const car = await insertCar(db);
    const stale = hold(car, { expiresAt: NOW + MIN });
    expect(await takeHold(db, stale)).toBe(true);
    const later = hold(car, { nowMs: NOW + 2 * MIN });
    expect(await takeHold(db, later)).toBe(true);
    expect(await stateOf(stale.id)).toBe('expired');
    expect(await stateOf(later.id)).toBe('held');
  });

  it('a released hold frees the car at once', async () => {
    const car = await insertCar(db);
    const first = hold(car);
    expect(await takeHold(db, first)).toBe(true);
    await endHold(db, first.id, 'released', 'failed');
    expect(await findHold(db, first.id)).toMatchObject({ state: 'released', payment_status: 'failed' });
    expect(await takeHold(db, hold(car))).toBe(true);
  });

  it('a sold car, a car sold by its doc, and a reserved car cannot be held', async () => {
    const sold = await insertCar(db, { status: 'sold' });
    const soldDoc = await insertCar(db, { doc: { sold: true } });
    const reserved = await insertCar(db, { doc: { reserved: true } });
    for (const car of [sold, soldDoc, reserved]) expect(await takeHold(db, hold(car)), `car ${car}`).toBe(false);
  });

  it('a race: of eight parallel takes of one car exactly one wins', async () => {
    const car = await insertCar(db);
    const results = await Promise.all(Array.from({ length: 8 }, () => takeHold(db, hold(car))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const live = await db
      .prepare(`SELECT COUNT(*) AS n FROM checkout_holds WHERE car_id = ? AND state = 'held'`)
      .bind(car)
      .first<{ n: number }>();
    expect(live?.n).toBe(1);
  });
});

describe('takeHold with an owner: one live hold per shopper and site', () => {
  const owner = (email: string, client: string | null = null): HoldOwner => ({ email, client });

  it('the same email cannot hold a second car while its first hold is live; another email can', async () => {
    const [a, b, c] = [await insertCar(db), await insertCar(db), await insertCar(db)];
    const first = hold(a, { owner: owner('ann@example.com') });
    expect(await takeHold(db, { ...first, details: { email: 'Ann@Example.com' } })).toBe(true);
    expect(await liveHoldOfOwner(db, 'harbourside', owner('ann@example.com'), NOW)).toBe(true);
    expect(await takeHold(db, hold(b, { owner: owner('ann@example.com') }))).toBe(false);
    expect(await takeHold(db, hold(c, { owner: owner('bob@example.com') }))).toBe(true);
  });

  it('the same client (hashed IP) is one shopper whatever email it gives; the client is stored in details', async () => {
    const [a, b] = [await insertCar(db), await insertCar(db)];
    const first = hold(a, { owner: owner('one@example.com', 'client-x') });
    expect(await takeHold(db, first)).toBe(true);
    expect((await findHold(db, first.id))?.details.client).toBe('client-x');
    expect(await takeHold(db, hold(b, { owner: owner('two@example.com', 'client-x') }))).toBe(false);
  });

  it('the rule is per site, and ends when the hold expires or is released', async () => {
    const [a, b, c, d] = [await insertCar(db), await insertCar(db), await insertCar(db), await insertCar(db)];
    const me = owner('cat@example.com');
    expect(await takeHold(db, hold(a, { owner: me, expiresAt: NOW + 5 * MIN }))).toBe(true);
    const elsewhere = hold(b, { owner: me, site: 'ridgeway-toyota' });
    expect(await takeHold(db, elsewhere)).toBe(true);
    expect(await takeHold(db, hold(c, { owner: me, nowMs: NOW + MIN }))).toBe(false);
    // Past its expiry the first hold no longer counts, though nothing has marked it expired yet.
    expect(await liveHoldOfOwner(db, 'harbourside', me, NOW + 6 * MIN)).toBe(false);
    expect(await takeHold(db, hold(c, { owner: me, nowMs: NOW + 6 * MIN }))).toBe(true);
    // Released (the journey's cancel): free to start another on that site.
    expect(await takeHold(db, hold(d, { owner: me, site: 'ridgeway-toyota' }))).toBe(false);
    await endHold(db, elsewhere.id, 'released');
    expect(await takeHold(db, hold(d, { owner: me, site: 'ridgeway-toyota' }))).toBe(true);
  });
});

describe('payment and confirmation', () => {
  it('setPayment records the reference once; the hold is found by it', async () => {
    const h = hold(await insertCar(db));
    await takeHold(db, h);
    await setPayment(db, h.id, 'pi_first');
    await setPayment(db, h.id, 'pi_second');
    expect((await findHold(db, h.id))?.payment_ref).toBe('pi_first');
    expect((await findHoldByPayment(db, 'sandbox', 'pi_first'))?.id).toBe(h.id);
    expect(await findHoldByPayment(db, 'stripe', 'pi_first')).toBeNull();
    expect(await findHoldByPayment(db, 'sandbox', 'pi_second')).toBeNull();
  });

  it('setPaymentStatus changes a held hold only', async () => {
    const h = hold(await insertCar(db));
    await takeHold(db, h);
    await setPaymentStatus(db, h.id, 'requires_action');
    expect((await findHold(db, h.id))?.payment_status).toBe('requires_action');
    await endHold(db, h.id, 'expired');
    await setPaymentStatus(db, h.id, 'processing');
    expect(await findHold(db, h.id)).toMatchObject({ state: 'expired', payment_status: 'requires_action' });
  });

  it('confirmHold: held becomes confirmed, payment succeeded, and the car reserved in D1', async () => {
    const car = await insertCar(db, { doc: { id: 1, title: 'A car' } });
    const h = hold(car);
    await takeHold(db, h);
    expect(await confirmHold(db, { id: h.id, car_id: car }, NOW + MIN)).toBe(true);
    expect(await findHold(db, h.id)).toMatchObject({ state: 'confirmed', payment_status: 'succeeded' });
    const doc = await db.prepare('SELECT doc FROM cars WHERE id = ?').bind(car).first<{ doc: string }>();
    expect(JSON.parse(doc!.doc)).toMatchObject({ title: 'A car', reserved: true });
    // A confirmed hold is no longer `held`: it cannot be ended, and the car stays taken.
    await endHold(db, h.id, 'released');
    expect(await stateOf(h.id)).toBe('confirmed');
    expect(await takeHold(db, hold(car, { nowMs: NOW + 60 * MIN }))).toBe(false);
  });

  it('a late payment confirms an expired hold when the car is still free', async () => {
    const car = await insertCar(db);
    const h = hold(car, { expiresAt: NOW + MIN });
    await takeHold(db, h);
    await endHold(db, h.id, 'expired');
    expect(await confirmHold(db, { id: h.id, car_id: car }, NOW + 10 * MIN)).toBe(true);
    expect(await stateOf(h.id)).toBe('confirmed');
  });

  it('a late payment cannot confirm when another shopper holds the car now; it can be refunded', async () => {
    const car = await insertCar(db);
    const late = hold(car, { expiresAt: NOW + MIN });
    await takeHold(db, late);
    const now = hold(car, { nowMs: NOW + 2 * MIN });
    expect(await takeHold(db, now)).toBe(true);
    expect(await stateOf(late.id)).toBe('expired');
    expect(await confirmHold(db, { id: late.id, car_id: car }, NOW + 3 * MIN)).toBe(false);
    expect(await stateOf(late.id)).toBe('expired');
    expect(await stateOf(now.id)).toBe('held');
    await markRefunded(db, late.id);
    expect(await findHold(db, late.id)).toMatchObject({ state: 'refunded', payment_status: 'refunded' });
    // A confirmed hold (the one that got the car) is never marked refunded.
    expect(await confirmHold(db, { id: now.id, car_id: car }, NOW + 4 * MIN)).toBe(true);
    await markRefunded(db, now.id);
    expect(await stateOf(now.id)).toBe('confirmed');
  });

  it('a payment for a car reserved meanwhile (another confirmed hold) does not confirm', async () => {
    const car = await insertCar(db);
    const a = hold(car, { expiresAt: NOW + MIN });
    await takeHold(db, a);
    const b = hold(car, { nowMs: NOW + 2 * MIN });
    await takeHold(db, b);
    expect(await confirmHold(db, { id: b.id, car_id: car }, NOW + 3 * MIN)).toBe(true);
    expect(await confirmHold(db, { id: a.id, car_id: car }, NOW + 4 * MIN)).toBe(false);
    expect(await stateOf(a.id)).toBe('expired');
    expect(await stateOf(b.id)).toBe('confirmed');
  });

  it('racing confirmations of two holds of one car: exactly one wins', async () => {
    const car = await insertCar(db);
    const a = hold(car, { expiresAt: NOW + MIN });
    await takeHold(db, a);
    await endHold(db, a.id, 'released');
    const b = hold(car);
    await takeHold(db, b);
    await endHold(db, b.id, 'expired');
    const won = await Promise.all([
      confirmHold(db, { id: a.id, car_id: car }, NOW + 2 * MIN),
      confirmHold(db, { id: b.id, car_id: car }, NOW + 2 * MIN),
    ]);
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('setHoldLead links the reserve lead once', async () => {
    const h = hold(await insertCar(db));
    await takeHold(db, h);
    await setHoldLead(db, h.id, 'lead-1');
    await setHoldLead(db, h.id, 'lead-2');
    expect((await findHold(db, h.id))?.lead_id).toBe('lead-1');
  });
});

describe('carById', () => {
  it('reads the car D1 has, or null for an unknown id or a doc that is not a Car', async () => {
    expect(await carById(db, 987_654)).toBeNull();
    expect(await carById(db, await insertCar(db, { doc: { not: 'a car' } }))).toBeNull();
  });
});

describe('webhook events', () => {
  it('an event is recorded once: a replay of its id answers false', async () => {
    const e = { provider: 'stripe', id: 'evt_1', holdId: null, type: 'payment_intent.succeeded' };
    expect(await webhookEventSeen(db, 'stripe', 'evt_1')).toBe(false);
    expect(await recordWebhookEvent(db, e)).toBe(true);
    expect(await recordWebhookEvent(db, e)).toBe(false);
    expect(await webhookEventSeen(db, 'stripe', 'evt_1')).toBe(true);
    // Event ids are per provider.
    expect(await recordWebhookEvent(db, { ...e, provider: 'windcave' })).toBe(true);
  });
});
