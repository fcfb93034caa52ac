import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInEmail, signIn as signInByCode } from '../support/garage-sign-in.js';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * The garage's emails leave the outbox (issue 13): an HTTP email API provider takes them — at once for
 * a sign-in code, and from the cron for retries and watchlist notices (price drop, back in stock) with
 * an unsubscribe link that works.
 *
 * STAND-IN: `email-api` below plays the email provider's one endpoint (`POST /emails`, bearer key,
 * Idempotency-Key, answer `{id}`), because no provider is reachable here. KV `mode` makes it fail:
 * 'down' → 503, 'reject' → 422. Every accepted email is kept in KV under its Idempotency-Key.
 */
const EMAIL_API = `
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/emails') return new Response('no', { status: 404 });
    if (request.headers.get('authorization') !== 'Bearer test-email-key') return new Response('{"message":"bad key"}', { status: 401 });
    const mode = await env.MAIL.get('mode');
    if (mode === 'down') return new Response('{"message":"down"}', { status: 503 });
    if (mode === 'reject') return new Response('{"message":"invalid to"}', { status: 422 });
    const key = request.headers.get('idempotency-key');
    const body = await request.json();
    const n = Number((await env.MAIL.get('count:' + key)) ?? '0') + 1;
    await env.MAIL.put('count:' + key, String(n));
    await env.MAIL.put('mail:' + key, JSON.stringify(body));
    return Response.json({ id: 'msg_' + key });
  },
};`;

const H = 'harbourside.localhost';
const R = 'ridgeway-toyota.localhost';
const CRON = '*/10 * * * *';
let p: Platform;
let ip = 0;

beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'ridgeway-toyota'],
    vars: {
      KV_MEMO_MS: '0',
      EMAIL_PROVIDER: 'http-api',
      EMAIL_API_URL: 'https://email-api.example.test',
      EMAIL_API_KEY: 'test-email-key',
      EMAIL_FROM: 'Forecourt <no-reply@forecourt.example.test>',
    },
    edgeOutbound: 'email-api',
    extraWorkers: [
      { name: 'email-api', modules: true, script: EMAIL_API, compatibilityDate: '2026-11-01', kvNamespaces: ['MAIL'] },
    ],
  });
});
afterAll(() => p?.dispose());

const mail = () => p.mf.getKVNamespace('MAIL', 'email-api');
const cron = async () => expect((await (await p.mf.getWorker('edge')).scheduled({ cron: CRON })).outcome).toBe('ok');
type Sent = { from: string; to: string[]; subject: string; text: string; headers: Record<string, string> };

async function call(host: string, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await p.get(host, path, {
    method,
    headers: {
      'cf-connecting-ip': `10.8.0.${++ip}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

type OutboxRow = {
  id: number;
  subject: string;
  body: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
};
const lastEmailTo = (email: string) =>
  p.db
    .prepare(
      'SELECT id, subject, body, sent_at, attempts, last_error FROM email_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1',
    )
    .bind(email)
    .first<OutboxRow>();
const emailsTo = async (email: string) =>
  (await p.db.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_email = ?').bind(email).first<{ n: number }>())
    ?.n ?? 0;

/** Waits for the request's waitUntil send to settle (it runs after the 202). */
async function settled(email: string): Promise<OutboxRow> {
  for (let i = 0; i < 50; i++) {
    const row = await lastEmailTo(email);
    if (row && (row.sent_at || row.last_error)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no delivery attempt for ${email}`);
}

async function sentMail(id: number): Promise<Sent | null> {
  const raw = await (await mail()).get(`mail:forecourt-outbox-${id}`);
  return raw ? (JSON.parse(raw) as Sent) : null;
}

const signIn = async (host: string, email: string): Promise<string> =>
  (
    await signInByCode(
      (path, body) => call(host, 'POST', path, body),
      email,
      async (e) => codeInEmail((await settled(e)).body),
    )
  ).cookie;

/** An in-stock car of harbourside, and a way to change it as a stock feed would (columns and the JSON). */
async function harboursideCar(offset: number): Promise<{ id: number; price: number }> {
  const res = await call(H, 'POST', '/api/search/indexes/cars/search', {
    limit: 1,
    offset,
    filter: 'status = "in_stock"',
  });
  const hit = (JSON.parse(res.text).hits as { id: number; price: number }[])[0]!;
  return { id: hit.id, price: hit.price };
}
async function setCar(id: number, change: { price?: number; status?: string }): Promise<void> {
  if (change.price !== undefined)
    await p.db
      .prepare("UPDATE cars SET price = ?1, doc = json_set(doc, '$.price', ?1) WHERE id = ?2")
      .bind(change.price, id)
      .run();
  if (change.status !== undefined)
    await p.db
      .prepare("UPDATE cars SET status = ?1, doc = json_set(doc, '$.status', ?1) WHERE id = ?2")
      .bind(change.status, id)
      .run();
}

describe('the email provider takes the outbox', () => {
  it('a sign-in code is handed to the provider at once: bearer key, sender, idempotency key; marked sent only then', async () => {
    await (await mail()).delete('mode');
    expect((await call(H, 'POST', '/api/auth/code', { email: 'quick@example.com' })).status).toBe(202);
    const row = await settled('quick@example.com');
    expect(row.sent_at).not.toBeNull();
    const sent = await sentMail(row.id);
    expect(sent?.to).toEqual(['quick@example.com']);
    expect(sent?.from).toBe('Forecourt <no-reply@forecourt.example.test>');
    expect(sent?.subject).toBe(row.subject);
    expect(sent?.text).toMatch(/is \d{6}\./);
  });

  it('provider down: the message stays unsent with the error, backs off, and the cron sends it once due — once', async () => {
    await (await mail()).put('mode', 'down');
    await call(H, 'POST', '/api/auth/code', { email: 'later@example.com' });
    const failed = await settled('later@example.com');
    expect(failed.sent_at).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/^503/);
    await (await mail()).delete('mode');
    await cron(); // still backing off: not due yet
    expect((await lastEmailTo('later@example.com'))?.sent_at).toBeNull();
    await p.db.prepare('UPDATE email_outbox SET next_attempt_at = 0 WHERE id = ?').bind(failed.id).run(); // time passes
    await cron();
    await cron();
    const row = await lastEmailTo('later@example.com');
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(2);
    expect(await (await mail()).get(`count:forecourt-outbox-${failed.id}`)).toBe('1');
  });

  it('a message the provider rejects is not retried; a code email past its 10 minutes is dropped, not sent late', async () => {
    await (await mail()).put('mode', 'reject');
    await call(H, 'POST', '/api/auth/code', { email: 'rejected@example.com' });
    const rejected = await settled('rejected@example.com');
    expect(rejected.last_error).toMatch(/^422/);
    await (await mail()).delete('mode');
    await p.db.prepare('UPDATE email_outbox SET next_attempt_at = 0 WHERE id = ?').bind(rejected.id).run();
    await cron();
    expect((await lastEmailTo('rejected@example.com'))?.sent_at).toBeNull();

    const stale = await p.db
      .prepare(
        "INSERT INTO email_outbox (site_slug, to_email, kind, subject, body, created_at) VALUES ('harbourside', 'stale@example.com', 'garage-code', '123456 is your code', 'x', ?) RETURNING id",
      )
      .bind(new Date(Date.now() - 11 * 60_000).toISOString())
      .first<{ id: number }>();
    await cron();
    const row = await lastEmailTo('stale@example.com');
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toMatch(/^stale/);
    expect(await sentMail(stale!.id)).toBeNull();
  });
});

describe('watchlist notices', () => {
  it('a price drop of a watched car emails the watcher once, with the car link and a one-click unsubscribe', async () => {
    await (await mail()).delete('mode');
    const cookie = await signIn(H, 'watcher@example.com');
    const car = await harboursideCar(0);
    expect((await call(H, 'PUT', `/api/auth/watchlist/${car.id}`, undefined, cookie)).status).toBe(200);
    const before = await emailsTo('watcher@example.com');

    await setCar(car.id, { price: car.price + 500 }); // a rise: nothing
    await cron();
    expect(await emailsTo('watcher@example.com')).toBe(before);

    await setCar(car.id, { price: car.price - 1000 });
    await cron();
    const row = await lastEmailTo('watcher@example.com');
    expect(row?.subject).toMatch(/^Price drop: .+ is now \$[\d,]+$/);
    expect(row?.body).toContain(`http://${H}/cars/`);
    expect(row?.sent_at).not.toBeNull();
    const sent = await sentMail(row!.id);
    expect(sent?.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<http://${H}/api/auth/unsubscribe\\?u=\\d+&k=[\\w-]+>$`),
    );
    expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await cron(); // the same change never mails twice
    expect(await emailsTo('watcher@example.com')).toBe(before + 1);
  });

  it('a watched car that sold and came back is "back in stock"; while sold, nothing is sent', async () => {
    const cookie = await signIn(H, 'restock@example.com');
    const car = await harboursideCar(1);
    await call(H, 'PUT', `/api/auth/watchlist/${car.id}`, undefined, cookie);
    const before = await emailsTo('restock@example.com');
    await setCar(car.id, { status: 'sold' });
    await cron();
    expect(await emailsTo('restock@example.com')).toBe(before);
    await setCar(car.id, { status: 'in_stock' });
    await cron();
    expect((await lastEmailTo('restock@example.com'))?.subject).toMatch(/^Back in stock: /);
  });

  it('the unsubscribe link asks first (opening it changes nothing), the button stops notices; bad or other-site links are 404', async () => {
    const cookie = await signIn(H, 'leaving@example.com');
    const car = await harboursideCar(2);
    await call(H, 'PUT', `/api/auth/watchlist/${car.id}`, undefined, cookie);
    await setCar(car.id, { price: car.price - 100 });
    await cron();
    const link = (await lastEmailTo('leaving@example.com'))?.body.match(/(\/api\/auth\/unsubscribe\?\S+)/)?.[1];
    expect(link).toBeDefined();

    const page = await call(H, 'GET', link!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop these emails');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(H, 'GET', link!.replace(/k=[\w-]+/, 'k=wrong-key-wrong-key-wrong'))).status).toBe(404);
    expect((await call(R, 'POST', link!)).status).toBe(404); // ridgeway has no garage
    expect((await call(H, 'POST', link!.replace(/u=\d+/, 'u=1'))).status).toBe(404);

    const done = await call(H, 'POST', link!);
    expect(done.status).toBe(200);
    expect(done.text).toContain('no more watchlist emails');
    const before = await emailsTo('leaving@example.com');
    await setCar(car.id, { price: car.price - 2000 });
    await cron();
    expect(await emailsTo('leaving@example.com')).toBe(before);
  });
});

describe('the notices preference', () => {
  it('signed in, GET/PUT /api/auth/notices reads and switches the emails; signed out 401; bad bodies 400 and change nothing', async () => {
    const cookie = await signIn(H, 'prefs@example.com');
    expect(JSON.parse((await call(H, 'GET', '/api/auth/notices', undefined, cookie)).text)).toEqual({ notices: true });
    const off = await call(H, 'PUT', '/api/auth/notices', { notices: false }, cookie);
    expect(JSON.parse(off.text)).toEqual({ notices: false });
    expect((await call(H, 'PUT', '/api/auth/notices', { notices: 'yes' }, cookie)).status).toBe(400);
    expect((await call(H, 'PUT', '/api/auth/notices', { notices: true, admin: 1 }, cookie)).status).toBe(400);
    expect((await call(H, 'PUT', '/api/auth/notices', { notices: true })).status).toBe(401);
    expect(JSON.parse((await call(H, 'GET', '/api/auth/notices', undefined, cookie)).text)).toEqual({ notices: false });

    // Off: a price drop sends nothing; back on: the next one does.
    const car = await harboursideCar(3);
    await call(H, 'PUT', `/api/auth/watchlist/${car.id}`, undefined, cookie);
    const before = await emailsTo('prefs@example.com');
    await setCar(car.id, { price: car.price - 300 });
    await cron();
    expect(await emailsTo('prefs@example.com')).toBe(before);
    await call(H, 'PUT', '/api/auth/notices', { notices: true }, cookie);
    await setCar(car.id, { price: car.price - 600 });
    await cron();
    expect((await lastEmailTo('prefs@example.com'))?.subject).toMatch(/^Price drop: /);
  });
});
