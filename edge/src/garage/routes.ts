/**
 * The garage's sign-in and watchlist (SPEC §6, §3 garage user; rules in contracts garage/garage-auth.ts):
 *   GET    /api/auth                      → { user, watchlist[] } (user null when signed out)
 *   POST   /api/auth/code     {email}      → 202, the same answer whatever the email (no account probing)
 *   POST   /api/auth/verify   {email,code} → { user, watchlist, registered } and the session cookie
 *   POST   /api/auth/logout                → 204, the session ended
 *   POST   /api/auth/watchlist/merge {car_ids} → the device's favourites into the watchlist (site cars only)
 *   PUT    /api/auth/watchlist/:carId, DELETE … → add or remove one car
 *   GET    /api/auth/notices, PUT {notices} → whether watchlist emails are sent (signed in)
 *   GET    /api/auth/unsubscribe?u&k      → asks; POST (the button, or RFC 8058 one-click) → notices off
 * Only where the site offers the garage (garage_enabled and authentication); 404 elsewhere.
 */
import {
  GARAGE_AUTH_MESSAGES,
  GARAGE_CODE_DIGITS,
  GARAGE_SESSION_COOKIE,
  GARAGE_SESSION_TTL_SECONDS,
  type GarageAuth,
  GarageCodeRequestSchema,
  GarageMergeSchema,
  GarageNoticesSchema,
  type GarageUser,
  GarageVerifySchema,
  garageAvailable,
} from '@forecourt/contracts';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type * as z from 'zod';
import { CAR_ID_PATTERN, siteCarIds } from '../cars/site-car.js';
import { deliverOutbox } from '../email/deliver.js';
import { enqueueEmail } from '../email/store.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { jsonBody } from '../http/json-body.js';
import { withinRateLimit } from '../http/rate-limit.js';
import { hitRateLimit } from '../http/rate-limit-store.js';
import { randomCode, randomToken } from './secrets.js';
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
import { unsubscribePage } from './unsubscribe-page.js';

export const garageAuthApi = new Hono<AppContext>();

const BODY_LIMITS = { maxBytes: 4 * 1024, maxDepth: 3 };
/** Code emails one address may be sent per hour, whoever asks (no mail-bombing through the form). */
const CODES_PER_EMAIL_PER_HOUR = 5;

garageAuthApi.use('*', async (c, next) => {
  if (!garageAvailable(c.var.site)) throw new ApiError('not_found', GARAGE_AUTH_MESSAGES.unavailable);
  await next();
});

/** The body parsed with `schema` (a refusal throws its ApiError). */
async function bodyOf<S extends z.ZodType>(c: Context<AppContext>, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await jsonBody(c, BODY_LIMITS));
  if (!parsed.success)
    throw new ApiError('invalid_request', parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return parsed.data;
}

/** Throws the 429 when this client is over the garage's rate limit. */
async function checkRateLimit(c: Context<AppContext>) {
  if ((await withinRateLimit(c, 'garage')) !== 'limited') return;
  c.header('Retry-After', '60');
  throw new ApiError('rate_limited', 'Too many requests from this device. Please try again in a minute.');
}

/** The signed-in shopper, or the 401. */
async function requireSession(c: Context<AppContext>) {
  const session = await signedIn(c);
  if (!session) throw new ApiError('signed_out', GARAGE_AUTH_MESSAGES.signedOut);
  return session;
}

async function signedIn(c: Context<AppContext>): Promise<{ user: GarageUser; token: string } | null> {
  const token = getCookie(c, GARAGE_SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const user = await sessionUser(c.env.DB, c.var.site.slug, token, Date.now());
  return user ? { user, token } : null;
}

const answer = async (c: Context<AppContext>, user: GarageUser | null): Promise<GarageAuth> => ({
  user,
  watchlist: user ? await watchlist(c.env.DB, user.id) : [],
});

garageAuthApi.use('*', async (c, next) => {
  // Answers about a signed-in shopper are theirs alone.
  await next();
  c.header('Cache-Control', 'private, no-store');
});

garageAuthApi.get('/', async (c) => c.json(await answer(c, (await signedIn(c))?.user ?? null)));

garageAuthApi.post('/code', async (c) => {
  const { email } = await bodyOf(c, GarageCodeRequestSchema);
  await checkRateLimit(c);
  const site = c.var.site;
  const now = Date.now();
  const mailable = await hitRateLimit(
    c.env.DB,
    `garage-mail:${site.slug}:${email}`,
    CODES_PER_EMAIL_PER_HOUR,
    3600,
    now,
  );
  if (mailable) {
    const code = randomCode(GARAGE_CODE_DIGITS);
    if (await storeCode(c.env.DB, site.slug, email, code, now)) {
      const id = await enqueueEmail(
        c.env.DB,
        {
          site: site.slug,
          to: email,
          kind: 'garage-code',
          subject: `${code} is your ${site.name} sign-in code`,
          body: `Your code to sign in to your garage at ${site.name} is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this email.`,
        },
        now,
      );
      // Sent now rather than at the next cron tick; the cron retries it if the provider fails.
      c.executionCtx.waitUntil(deliverOutbox(c.env, { ids: [id] }).catch((e: unknown) => console.error('[email]', e)));
    }
  }
  // The same answer whether the email is new, known, locked out or over its hourly emails.
  return c.json({ message: GARAGE_AUTH_MESSAGES.codeSent }, 202);
});

garageAuthApi.post('/verify', async (c) => {
  const { email, code } = await bodyOf(c, GarageVerifySchema);
  await checkRateLimit(c);
  const site = c.var.site;
  const now = Date.now();
  const check = await checkCode(c.env.DB, site.slug, email, code, now);
  if (check === 'locked') throw new ApiError('locked_out', GARAGE_AUTH_MESSAGES.lockedOut);
  if (check === 'expired') throw new ApiError('code_expired', GARAGE_AUTH_MESSAGES.expired);
  if (check === 'wrong') throw new ApiError('wrong_code', GARAGE_AUTH_MESSAGES.wrongCode);
  const origin = new URL(c.req.url).origin;
  const { user, created } = await upsertUser(c.env.DB, site.slug, email, now, origin, randomToken());
  const token = randomToken();
  await createSession(c.env.DB, site.slug, user.id, token, now);
  setCookie(c, GARAGE_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: GARAGE_SESSION_TTL_SECONDS,
  });
  return c.json({ ...(await answer(c, user)), registered: created });
});

garageAuthApi.post('/logout', async (c) => {
  const session = await signedIn(c);
  if (session) await deleteSession(c.env.DB, session.token);
  deleteCookie(c, GARAGE_SESSION_COOKIE, { path: '/', secure: true });
  return c.body(null, 204);
});

garageAuthApi.post('/watchlist/merge', async (c) => {
  const session = await requireSession(c);
  const body = await bodyOf(c, GarageMergeSchema);
  // Only this dealer's listed cars: ids from the device are claims, not facts.
  const cars = await siteCarIds(c.env, c.var.site, body.car_ids);
  await addToWatchlist(c.env.DB, session.user.id, [...cars], Date.now());
  return c.json(await answer(c, session.user));
});

garageAuthApi.on(['PUT', 'DELETE'], '/watchlist/:carId', async (c) => {
  const session = await requireSession(c);
  const raw = c.req.param('carId');
  if (!CAR_ID_PATTERN.test(raw)) throw new ApiError('unknown_car', 'No such car on this site.');
  const carId = Number(raw);
  if (c.req.method === 'DELETE') {
    await removeFromWatchlist(c.env.DB, session.user.id, carId);
  } else {
    if (!(await siteCarIds(c.env, c.var.site, [carId])).has(carId))
      throw new ApiError('unknown_car', 'No such car on this site.');
    await addToWatchlist(c.env.DB, session.user.id, [carId], Date.now());
  }
  return c.json(await answer(c, session.user));
});

garageAuthApi.on(['GET', 'PUT'], '/notices', async (c) => {
  const session = await requireSession(c);
  if (c.req.method === 'PUT') {
    const body = await bodyOf(c, GarageNoticesSchema);
    await c.env.DB.prepare('UPDATE garage_users SET notices = ? WHERE id = ?')
      .bind(body.notices ? 1 : 0, session.user.id)
      .run();
  }
  const row = await c.env.DB.prepare('SELECT notices FROM garage_users WHERE id = ?')
    .bind(session.user.id)
    .first<{ notices: number }>();
  return c.json({ notices: row?.notices === 1 });
});

/** The notices of the user named by the link's id and key on this site: true when the pair matches. */
async function unsubscribeTarget(c: Context<AppContext>): Promise<boolean> {
  const id = c.req.query('u') ?? '';
  const key = c.req.query('k') ?? '';
  if (!/^\d{1,12}$/.test(id) || !/^[\w-]{20,100}$/.test(key)) return false;
  const row = await c.env.DB.prepare(
    'SELECT 1 AS ok FROM garage_users WHERE id = ? AND site_slug = ? AND unsubscribe_key = ?',
  )
    .bind(Number(id), c.var.site.slug, key)
    .first();
  return row !== null;
}

garageAuthApi.get('/unsubscribe', async (c) => {
  const valid = await unsubscribeTarget(c);
  const action = `/api/auth/unsubscribe?${new URL(c.req.url).searchParams.toString()}`;
  return c.html(unsubscribePage(c.var.site.name, valid ? 'confirm' : 'invalid', action), valid ? 200 : 404);
});

garageAuthApi.post('/unsubscribe', async (c) => {
  if (!(await unsubscribeTarget(c))) return c.html(unsubscribePage(c.var.site.name, 'invalid', ''), 404);
  await c.env.DB.prepare('UPDATE garage_users SET notices = 0 WHERE id = ? AND site_slug = ?')
    .bind(Number(c.req.query('u')), c.var.site.slug)
    .run();
  return c.html(unsubscribePage(c.var.site.name, 'done', ''));
});
