import {
  GARAGE_CODE_MAX_ATTEMPTS,
  GARAGE_CODE_TTL_SECONDS,
  GARAGE_LOCKOUT_SECONDS,
  GARAGE_SESSION_TTL_SECONDS,
  GARAGE_WATCHLIST_MAX,
} from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, insertCars, migratedD1 } from '../../test-support/d1.js';
import {
  addToWatchlist,
  checkCode,
  createSession,
  deleteSession,
  removeFromWatchlist,
  sessionUser,
  storeCode,
  upsertUser,
  watchlist,
} from './store.js';

// The garage's D1 rows (migrations 0014, 0017) against a real, migrated D1: one-time codes with their
// attempts and lockout, users, sessions bound to a site, and the watchlist.

let db: D1Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await migratedD1());
});
afterAll(() => dispose?.());

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const S = 1000;
const H = 'harbourside';
let n = 0;
const email = () => `shopper-${++n}@example.com`;

describe('sign-in codes', () => {
  it('a stored code checks ok once; used up, it is no longer accepted', async () => {
    const e = email();
    expect(await storeCode(db, H, e, '123456', NOW)).toBe(true);
    expect(await checkCode(db, H, e, '123456', NOW + S)).toBe('ok');
    expect(await checkCode(db, H, e, '123456', NOW + 2 * S)).toBe('wrong');
  });

  it('an email with no code gets "wrong"', async () => {
    expect(await checkCode(db, H, email(), '123456', NOW)).toBe('wrong');
  });

  it('a code is bound to its site and email', async () => {
    const e = email();
    await storeCode(db, H, e, '111111', NOW);
    expect(await checkCode(db, 'ridgeway-toyota', e, '111111', NOW)).toBe('wrong');
    expect(await checkCode(db, H, email(), '111111', NOW)).toBe('wrong');
    expect(await checkCode(db, H, e, '111111', NOW)).toBe('ok');
  });

  it('a new code replaces the earlier one', async () => {
    const e = email();
    await storeCode(db, H, e, '222222', NOW);
    await storeCode(db, H, e, '333333', NOW + S);
    expect(await checkCode(db, H, e, '222222', NOW + 2 * S)).toBe('wrong');
    expect(await checkCode(db, H, e, '333333', NOW + 3 * S)).toBe('ok');
  });

  it('a code expires after its time to live', async () => {
    const e = email();
    await storeCode(db, H, e, '444444', NOW);
    expect(await checkCode(db, H, e, '444444', NOW + GARAGE_CODE_TTL_SECONDS * S)).toBe('expired');
    // Expiry spends no attempt: a new code still works.
    await storeCode(db, H, e, '555555', NOW + GARAGE_CODE_TTL_SECONDS * S);
    expect(await checkCode(db, H, e, '555555', NOW + GARAGE_CODE_TTL_SECONDS * S + S)).toBe('ok');
  });

  it(`${GARAGE_CODE_MAX_ATTEMPTS} wrong tries void the code and lock the email out, even from the right code and a new one`, async () => {
    const e = email();
    await storeCode(db, H, e, '666666', NOW);
    for (let i = 1; i < GARAGE_CODE_MAX_ATTEMPTS; i++) expect(await checkCode(db, H, e, '000000', NOW)).toBe('wrong');
    // A wrong try short of the limit leaves the code usable … but the last allowed wrong one locks.
    expect(await checkCode(db, H, e, '000000', NOW)).toBe('wrong');
    expect(await checkCode(db, H, e, '666666', NOW + S)).toBe('locked');
    expect(await storeCode(db, H, e, '777777', NOW + S)).toBe(false);
    expect(await checkCode(db, H, e, '777777', NOW + 2 * S)).toBe('locked');
    // After the lockout a new code is stored and works; the voided one does not come back.
    const after = NOW + GARAGE_LOCKOUT_SECONDS * S;
    expect(await checkCode(db, H, e, '666666', after)).toBe('wrong');
    expect(await storeCode(db, H, e, '888888', after)).toBe(true);
    expect(await checkCode(db, H, e, '888888', after + S)).toBe('ok');
  });

  it('wrong tries short of the limit do not stop the right code', async () => {
    const e = email();
    await storeCode(db, H, e, '121212', NOW);
    for (let i = 1; i < GARAGE_CODE_MAX_ATTEMPTS; i++) expect(await checkCode(db, H, e, '000000', NOW)).toBe('wrong');
    expect(await checkCode(db, H, e, '121212', NOW)).toBe('ok');
  });

  it('a new code resets the attempts', async () => {
    const e = email();
    await storeCode(db, H, e, '131313', NOW);
    for (let i = 1; i < GARAGE_CODE_MAX_ATTEMPTS; i++) await checkCode(db, H, e, '000000', NOW);
    await storeCode(db, H, e, '141414', NOW + S);
    for (let i = 1; i < GARAGE_CODE_MAX_ATTEMPTS; i++)
      expect(await checkCode(db, H, e, '000000', NOW + S)).toBe('wrong');
    expect(await checkCode(db, H, e, '141414', NOW + S)).toBe('ok');
  });

  it('racing guesses cannot share an attempt: of many parallel wrong guesses only the allowed number count', async () => {
    const e = email();
    await storeCode(db, H, e, '151515', NOW);
    const answers = await Promise.all(
      Array.from({ length: GARAGE_CODE_MAX_ATTEMPTS + 5 }, (_, i) => checkCode(db, H, e, String(900_000 + i), NOW)),
    );
    expect(answers.filter((a) => a === 'wrong')).toHaveLength(GARAGE_CODE_MAX_ATTEMPTS);
    expect(answers.filter((a) => a === 'locked')).toHaveLength(5);
    expect(await checkCode(db, H, e, '151515', NOW)).toBe('locked');
  });
});

describe('users', () => {
  it('upsertUser registers a new email once; later sign-ins update the origin and keep the first unsubscribe key', async () => {
    const e = email();
    const first = await upsertUser(db, H, e, NOW, 'https://harbourside.example', 'key-1');
    expect(first).toMatchObject({ created: true, user: { email: e } });
    const again = await upsertUser(db, H, e, NOW + S, 'https://www.harbourside.example', 'key-2');
    expect(again).toEqual({ created: false, user: first.user });
    const row = await db
      .prepare('SELECT origin, unsubscribe_key FROM garage_users WHERE id = ?')
      .bind(first.user.id)
      .first<{ origin: string; unsubscribe_key: string }>();
    expect(row).toEqual({ origin: 'https://www.harbourside.example', unsubscribe_key: 'key-1' });
  });

  it('the same email on another site is another user', async () => {
    const e = email();
    const a = await upsertUser(db, H, e, NOW, 'https://a.example', 'k');
    const b = await upsertUser(db, 'ridgeway-toyota', e, NOW, 'https://b.example', 'k');
    expect(b.created).toBe(true);
    expect(b.user.id).not.toBe(a.user.id);
  });
});

describe('sessions', () => {
  it('a session token signs its user in on its own site until it expires or is deleted', async () => {
    const { user } = await upsertUser(db, H, email(), NOW, 'https://h.example', 'k');
    await createSession(db, H, user.id, 'token-a', NOW);
    expect(await sessionUser(db, H, 'token-a', NOW + S)).toEqual(user);
    expect(await sessionUser(db, 'ridgeway-toyota', 'token-a', NOW + S)).toBeNull();
    expect(await sessionUser(db, H, 'token-unknown', NOW + S)).toBeNull();
    expect(await sessionUser(db, H, 'token-a', NOW + GARAGE_SESSION_TTL_SECONDS * S)).toBeNull();
    await deleteSession(db, 'token-a');
    expect(await sessionUser(db, H, 'token-a', NOW + S)).toBeNull();
  });

  it('tokens are stored hashed, never as given', async () => {
    const { user } = await upsertUser(db, H, email(), NOW, 'https://h.example', 'k');
    await createSession(db, H, user.id, 'token-plain', NOW);
    const row = await db
      .prepare('SELECT COUNT(*) AS n FROM garage_sessions WHERE token_hash = ?')
      .bind('token-plain')
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("a session's user must be of the session's site", async () => {
    const { user } = await upsertUser(db, 'ridgeway-toyota', email(), NOW, 'https://r.example', 'k');
    await createSession(db, H, user.id, 'token-cross', NOW);
    expect(await sessionUser(db, H, 'token-cross', NOW + S)).toBeNull();
  });
});

describe('watchlist', () => {
  it('adds cars with what the shopper saw, keeps the first date of a car added again, ignores unknown cars', async () => {
    const { user } = await upsertUser(db, H, email(), NOW, 'https://h.example', 'k');
    const a = await insertCar(db, { price: 30_000 });
    const b = await insertCar(db, { price: 12_500, status: 'coming_soon', shown: 0 });
    await addToWatchlist(db, user.id, [a], NOW);
    await addToWatchlist(db, user.id, [b, a, 987_654], NOW + S);
    expect(await watchlist(db, user.id)).toEqual([
      { car_id: a, added_at: new Date(NOW).toISOString() },
      { car_id: b, added_at: new Date(NOW + S).toISOString() },
    ]);
    const seen = await db
      .prepare('SELECT seen_price, seen_status, seen_shown FROM garage_watchlist WHERE user_id = ? AND car_id = ?')
      .bind(user.id, b)
      .first();
    expect(seen).toEqual({ seen_price: 12_500, seen_status: 'coming_soon', seen_shown: 0 });
  });

  it('remove takes one car off; other users are untouched', async () => {
    const me = (await upsertUser(db, H, email(), NOW, 'https://h.example', 'k')).user;
    const other = (await upsertUser(db, H, email(), NOW, 'https://h.example', 'k')).user;
    const [a, b] = [await insertCar(db), await insertCar(db)];
    await addToWatchlist(db, me.id, [a, b], NOW);
    await addToWatchlist(db, other.id, [a], NOW);
    await removeFromWatchlist(db, me.id, a);
    expect((await watchlist(db, me.id)).map((i) => i.car_id)).toEqual([b]);
    expect((await watchlist(db, other.id)).map((i) => i.car_id)).toEqual([a]);
  });

  it(`holds at most ${GARAGE_WATCHLIST_MAX} cars`, async () => {
    const { user } = await upsertUser(db, H, email(), NOW, 'https://h.example', 'k');
    const ids = await insertCars(db, GARAGE_WATCHLIST_MAX + 3);
    await addToWatchlist(db, user.id, ids, NOW);
    const list = await watchlist(db, user.id);
    expect(list).toHaveLength(GARAGE_WATCHLIST_MAX);
    expect(list.map((i) => i.car_id)).toEqual(ids.slice(0, GARAGE_WATCHLIST_MAX));
  });
});
