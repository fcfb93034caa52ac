import {
  GARAGE_AUTH_MESSAGES,
  GARAGE_CODE_MAX_ATTEMPTS,
  GARAGE_SESSION_COOKIE,
  type GarageAuth,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInEmail, signIn as signInByCode } from '../support/garage-sign-in.js';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * The garage sign-in and watchlist (issue 13; SPEC §6, §3 garage user) against workerd and D1:
 * emailed one-time codes read from the outbox, lockout, expiry, sessions bound to one tenant, the
 * favourites merge and the watchlist, and pages with a session kept out of the HTML cache.
 */
const H = 'harbourside.localhost';
const R = 'ridgeway-toyota.localhost';
let p: Platform;
let ip = 0;
const client = () => `10.9.0.${++ip}`;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota'],
    vars: { LEAD_RATE_LIMIT: '1000/60', KV_MEMO_MS: '0', LOCAL_OUTBOX_PAGE: 'true' },
  });
});
afterAll(() => p?.dispose());

type Answer = { status: number; json: Record<string, unknown>; headers: Headers };
async function call(host: string, method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
  const res = await p.get(host, path, {
    method,
    headers: {
      'cf-connecting-ip': client(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}

/** The latest code emailed to `email` on `site`, read from the outbox like the developer page does. */
async function latestCode(site: string, email: string): Promise<string | null> {
  const row = await p.db
    .prepare(
      'SELECT subject, body, sent_at FROM email_outbox WHERE site_slug = ? AND to_email = ? ORDER BY id DESC LIMIT 1',
    )
    .bind(site, email)
    .first<{ subject: string; body: string; sent_at: string | null }>();
  return row ? (codeInEmail(row.body) ?? null) : null;
}
const outboxCount = async (email: string) =>
  (await p.db.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_email = ?').bind(email).first<{ n: number }>())
    ?.n ?? 0;

/** Signs in (code, then verify) and returns the session cookie and the answer. */
const signIn = (host: string, site: string, email: string) =>
  signInByCode(
    (path, body) => call(host, 'POST', path, body),
    email,
    (e) => latestCode(site, e),
  );

async function firstCarIds(host: string, n: number): Promise<number[]> {
  const res = await call(host, 'POST', '/api/search/indexes/cars/search', { limit: n, filter: 'status = "in_stock"' });
  return (res.json.hits as { id: number }[]).map((h) => h.id);
}

describe('garage sign-in by emailed code', () => {
  it('only where the site offers the garage: 404 on ridgeway-toyota', async () => {
    const res = await call(R, 'GET', '/api/auth');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(GARAGE_AUTH_MESSAGES.unavailable);
  });

  it('signed out: GET /api/auth answers no user and no watchlist, never cached', async () => {
    const res = await call(H, 'GET', '/api/auth');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: null, watchlist: [] });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a code request answers the same for any address, and the code waits in the outbox (never marked sent)', async () => {
    const a = await call(H, 'POST', '/api/auth/code', { email: 'New.Shopper@Example.com ' });
    expect(a.status).toBe(202);
    expect(a.json.message).toBe(GARAGE_AUTH_MESSAGES.codeSent);
    const row = await p.db
      .prepare("SELECT kind, subject, sent_at FROM email_outbox WHERE to_email = 'new.shopper@example.com'")
      .first<{ kind: string; subject: string; sent_at: string | null }>();
    expect(row?.kind).toBe('garage-code');
    expect(row?.subject).toMatch(/^\d{6} is your Harbourside Motor Group sign-in code$/);
    expect(row?.sent_at).toBeNull();
    // The developer page lists it (local only).
    const page = await p.get(H, '/_dev/outbox');
    expect(await page.text()).toContain('new.shopper@example.com');
  });

  it('bad requests are 4xx and store nothing: bad email, unknown fields, a non-6-digit code, text/plain, oversized', async () => {
    const before = await outboxCount('x@example.com');
    expect((await call(H, 'POST', '/api/auth/code', { email: 'x@' })).status).toBe(400);
    expect((await call(H, 'POST', '/api/auth/code', { email: 'x@example.com', admin: true })).status).toBe(400);
    expect((await call(H, 'POST', '/api/auth/verify', { email: 'x@example.com', code: '12345' })).status).toBe(400);
    expect((await call(H, 'POST', '/api/auth/code', { email: 'x@example.com', pad: 'y'.repeat(5000) })).status).toBe(
      413,
    );
    const plain = await p.get(H, '/api/auth/code', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'cf-connecting-ip': client() },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(plain.status).toBe(415);
    expect(await outboxCount('x@example.com')).toBe(before);
  });

  it('the right code signs in and registers once: an HttpOnly, Secure, SameSite host-only cookie; a used code is void', async () => {
    const email = 'sam@example.com';
    const { cookie, answer } = await signIn(H, 'harbourside', email);
    expect(answer.json.registered).toBe(true);
    expect((answer.json.user as { email: string }).email).toBe(email);
    const set = answer.headers.get('set-cookie') ?? '';
    expect(set.startsWith(`${GARAGE_SESSION_COOKIE}=`)).toBe(true);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Secure/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Domain=/i);
    const me = await call(H, 'GET', '/api/auth', undefined, cookie);
    expect((me.json as GarageAuth).user?.email).toBe(email);

    // The same code again: refused.
    const code = await latestCode('harbourside', email);
    expect((await call(H, 'POST', '/api/auth/verify', { email, code })).status).toBe(400);
    // A second sign-in (another device): the same user, not registered again.
    const again = await signIn(H, 'harbourside', email);
    expect(again.answer.json.registered).toBe(false);
    expect((again.answer.json.user as { id: number }).id).toBe((answer.json.user as { id: number }).id);

    // Sign out ends that session only.
    expect((await call(H, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    expect((await call(H, 'GET', '/api/auth', undefined, cookie)).json.user).toBeNull();
    expect((await call(H, 'GET', '/api/auth', undefined, again.cookie)).json.user).not.toBeNull();
  });

  it(`brute force: ${GARAGE_CODE_MAX_ATTEMPTS} wrong codes lock the email out (even the right code then), and no new code is mailed meanwhile`, async () => {
    const email = 'brute@example.com';
    await call(H, 'POST', '/api/auth/code', { email });
    const code = (await latestCode('harbourside', email)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < GARAGE_CODE_MAX_ATTEMPTS; i++) {
      const res = await call(H, 'POST', '/api/auth/verify', { email, code: wrong });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('wrong_code');
    }
    const locked = await call(H, 'POST', '/api/auth/verify', { email, code });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(GARAGE_AUTH_MESSAGES.lockedOut);
    const mailed = await outboxCount(email);
    const again = await call(H, 'POST', '/api/auth/code', { email });
    expect(again.status).toBe(202); // the same answer as always …
    expect(await outboxCount(email)).toBe(mailed); // … but no code while locked out
  });

  it('guesses racing in parallel cannot exceed the attempts', async () => {
    const email = 'race@example.com';
    await call(H, 'POST', '/api/auth/code', { email });
    const code = (await latestCode('harbourside', email)) as string;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g) => call(H, 'POST', '/api/auth/verify', { email, code: g })));
    expect(results.filter((r) => r.json.code === 'wrong_code').length).toBe(GARAGE_CODE_MAX_ATTEMPTS);
    expect((await call(H, 'POST', '/api/auth/verify', { email, code })).status).toBe(429);
  });

  it('an expired code is refused as expired', async () => {
    const email = 'late@example.com';
    await call(H, 'POST', '/api/auth/code', { email });
    const code = await latestCode('harbourside', email);
    await p.db.prepare("UPDATE garage_codes SET expires_at = 1 WHERE email = 'late@example.com'").run();
    const res = await call(H, 'POST', '/api/auth/verify', { email, code });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(GARAGE_AUTH_MESSAGES.expired);
  });

  it('a session cookie from one tenant is refused on another (ridgeway with the garage turned on)', async () => {
    const raw = await p.kv.get('site:ridgeway-toyota');
    const site = SiteConfigSchema.parse(JSON.parse(raw as string));
    await p.kv.put('site:ridgeway-toyota', JSON.stringify({ ...site, garage_enabled: true, authentication: true }));
    await p.afterKvChange();
    const { cookie } = await signIn(H, 'harbourside', 'two-sites@example.com');
    expect((await call(R, 'GET', '/api/auth', undefined, cookie)).json.user).toBeNull();
    expect((await call(R, 'POST', '/api/auth/watchlist/merge', { car_ids: [] }, cookie)).status).toBe(401);
    // A harbourside code does not sign in on ridgeway either.
    await call(H, 'POST', '/api/auth/code', { email: 'cross@example.com' });
    const code = await latestCode('harbourside', 'cross@example.com');
    expect((await call(R, 'POST', '/api/auth/verify', { email: 'cross@example.com', code })).status).toBe(400);
    await p.kv.put('site:ridgeway-toyota', raw as string);
    await p.afterKvChange();
  });
});

describe('the watchlist', () => {
  it('merges the device favourites at sign-in (only this dealer’s cars), then add and remove write through; another device sees it', async () => {
    const [a, b, c] = await firstCarIds(H, 3);
    const [foreign] = await firstCarIds(R, 1);
    const { cookie } = await signIn(H, 'harbourside', 'watch@example.com');
    const merged = await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: [a, b, foreign, 987654321] }, cookie);
    expect(merged.status).toBe(200);
    expect((merged.json as GarageAuth).watchlist.map((w) => w.car_id).sort()).toEqual([a, b].sort());
    // Merging again changes nothing.
    const twice = await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: [a] }, cookie);
    expect((twice.json as GarageAuth).watchlist).toHaveLength(2);

    expect((await call(H, 'PUT', `/api/auth/watchlist/${c}`, undefined, cookie)).status).toBe(200);
    expect((await call(H, 'PUT', `/api/auth/watchlist/${foreign}`, undefined, cookie)).status).toBe(404);
    expect((await call(H, 'PUT', '/api/auth/watchlist/abc', undefined, cookie)).status).toBe(404);
    const removed = await call(H, 'DELETE', `/api/auth/watchlist/${a}`, undefined, cookie);
    expect((removed.json as GarageAuth).watchlist.map((w) => w.car_id).sort()).toEqual([b, c].sort());

    // Another device signs in: the same watchlist, from D1.
    const other = await signIn(H, 'harbourside', 'watch@example.com');
    expect((other.answer.json as GarageAuth).watchlist.map((w) => w.car_id).sort()).toEqual([b, c].sort());
  });

  it('signed out, the watchlist calls answer 401; a merge too large or malformed is refused', async () => {
    expect((await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: [1] })).status).toBe(401);
    expect((await call(H, 'PUT', '/api/auth/watchlist/1')).status).toBe(401);
    const { cookie } = await signIn(H, 'harbourside', 'bounds@example.com');
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: many }, cookie)).status).toBe(400);
    expect((await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: ['1'] }, cookie)).status).toBe(400);
    expect((await call(H, 'POST', '/api/auth/watchlist/merge', { car_ids: [], extra: 1 }, cookie)).status).toBe(400);
  });
});

describe('pages with a session', () => {
  it('are never served from or stored in the shared HTML cache', async () => {
    const { cookie } = await signIn(H, 'harbourside', 'cache@example.com');
    const mine = await p.get(H, '/dealerships?garage=1', { headers: { cookie } });
    expect(mine.status).toBe(200);
    await mine.text();
    expect(mine.headers.get('x-forecourt-cache')).toBe('BYPASS');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    // Not stored by the signed-in request: the first anonymous request is still a miss.
    const anon = await p.get(H, '/dealerships?garage=1');
    await anon.text();
    expect(anon.headers.get('x-forecourt-cache')).toBe('MISS');
    // And a cached page is not served to the signed-in shopper.
    await new Promise((r) => setTimeout(r, 200));
    const hit = await p.get(H, '/dealerships?garage=1');
    await hit.text();
    expect(hit.headers.get('x-forecourt-cache')).toBe('HIT');
    const mineAgain = await p.get(H, '/dealerships?garage=1', { headers: { cookie } });
    await mineAgain.text();
    expect(mineAgain.headers.get('x-forecourt-cache')).toBe('BYPASS');
  });
});
