/**
 * The garage's D1 rows (infra/migrations/0014_garage.sql): users, one-time codes with their attempt
 * counter and lockout, sessions and the watchlist. Rules (lengths, limits) come from contracts
 * garage/garage-auth.ts; the API (garage/routes.ts) decides what to answer.
 */
import {
  GARAGE_CODE_MAX_ATTEMPTS,
  GARAGE_CODE_TTL_SECONDS,
  GARAGE_LOCKOUT_SECONDS,
  GARAGE_SESSION_TTL_SECONDS,
  GARAGE_WATCHLIST_MAX,
  type GarageUser,
  type WatchlistItem,
} from '@forecourt/contracts';
import { codeHash, tokenHash } from './secrets.js';

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Stores a new code for the email (replacing any earlier one) unless the email is locked out; returns
 * whether a code was stored (a locked-out email gets none, and the caller answers the same either way).
 */
export async function storeCode(
  db: D1Database,
  site: string,
  email: string,
  code: string,
  nowMs: number,
): Promise<boolean> {
  const now = seconds(nowMs);
  const row = await db
    .prepare(
      `INSERT INTO garage_codes (site_slug, email, code_hash, expires_at, attempts, locked_until) VALUES (?1, ?2, ?3, ?4, 0, 0)
       ON CONFLICT (site_slug, email) DO UPDATE SET code_hash = ?3, expires_at = ?4, attempts = 0
         WHERE garage_codes.locked_until <= ?5
       RETURNING 1 AS stored`,
    )
    .bind(site, email, await codeHash(site, email, code), now + GARAGE_CODE_TTL_SECONDS, now)
    .first<{ stored: number }>();
  return row !== null;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks a code in one statement, so racing guesses cannot share an attempt: a right code is used up;
 * a wrong one counts, and the last allowed wrong one voids the code and locks the email out.
 */
export async function checkCode(
  db: D1Database,
  site: string,
  email: string,
  code: string,
  nowMs: number,
): Promise<CodeCheck> {
  const now = seconds(nowMs);
  const hash = await codeHash(site, email, code);
  const row = await db
    .prepare(
      `UPDATE garage_codes SET
         attempts = CASE WHEN code_hash = ?3 THEN attempts ELSE attempts + 1 END,
         locked_until = CASE WHEN code_hash <> ?3 AND attempts + 1 >= ?5 THEN ?4 + ?6 ELSE locked_until END,
         code_hash = CASE WHEN code_hash = ?3 OR attempts + 1 >= ?5 THEN NULL ELSE code_hash END
       WHERE site_slug = ?1 AND email = ?2 AND locked_until <= ?4 AND code_hash IS NOT NULL AND expires_at > ?4
       RETURNING code_hash IS NULL AND locked_until <= ?4 AS used`,
    )
    .bind(site, email, hash, now, GARAGE_CODE_MAX_ATTEMPTS, GARAGE_LOCKOUT_SECONDS)
    .first<{ used: number }>();
  if (row) return row.used ? 'ok' : 'wrong';
  // Nothing updated: say why (locked out first, so a locked email never learns about its code).
  const state = await db
    .prepare(
      'SELECT locked_until, expires_at, code_hash IS NOT NULL AS live FROM garage_codes WHERE site_slug = ? AND email = ?',
    )
    .bind(site, email)
    .first<{ locked_until: number; expires_at: number; live: number }>();
  if (state && state.locked_until > now) return 'locked';
  return state?.live ? 'expired' : 'wrong';
}

/**
 * The user of this site and email, registered now if new (`created` says which). `origin` is the site
 * address they signed in at (links in their emails); `unsubscribeKey` is kept from the first sign-in.
 */
export async function upsertUser(
  db: D1Database,
  site: string,
  email: string,
  nowMs: number,
  origin: string,
  unsubscribeKey: string,
): Promise<{ user: GarageUser; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO garage_users (site_slug, email, created_at, origin, unsubscribe_key) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (site_slug, email) DO NOTHING RETURNING id`,
    )
    .bind(site, email, new Date(nowMs).toISOString(), origin, unsubscribeKey)
    .first<{ id: number }>();
  if (inserted) return { user: { id: inserted.id, email }, created: true };
  const row = await db
    .prepare(
      `UPDATE garage_users SET origin = ?, unsubscribe_key = COALESCE(unsubscribe_key, ?)
       WHERE site_slug = ? AND email = ? RETURNING id`,
    )
    .bind(origin, unsubscribeKey, site, email)
    .first<{ id: number }>();
  if (!row) throw new Error('garage user vanished');
  return { user: { id: row.id, email }, created: false };
}

export async function createSession(
  db: D1Database,
  site: string,
  userId: number,
  token: string,
  nowMs: number,
): Promise<void> {
  await db
    .prepare('INSERT INTO garage_sessions (token_hash, site_slug, user_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await tokenHash(token), site, userId, seconds(nowMs) + GARAGE_SESSION_TTL_SECONDS)
    .run();
}

/** The signed-in user of a session token on this site; null for an unknown, expired or other site's token. */
export async function sessionUser(
  db: D1Database,
  site: string,
  token: string,
  nowMs: number,
): Promise<GarageUser | null> {
  return db
    .prepare(
      `SELECT u.id, u.email FROM garage_sessions s JOIN garage_users u ON u.id = s.user_id
       WHERE s.token_hash = ? AND s.site_slug = ? AND u.site_slug = s.site_slug AND s.expires_at > ?`,
    )
    .bind(await tokenHash(token), site, seconds(nowMs))
    .first<GarageUser>();
}

export async function deleteSession(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM garage_sessions WHERE token_hash = ?')
    .bind(await tokenHash(token))
    .run();
}

export async function watchlist(db: D1Database, userId: number): Promise<WatchlistItem[]> {
  const { results } = await db
    .prepare('SELECT car_id, added_at FROM garage_watchlist WHERE user_id = ? ORDER BY added_at, car_id LIMIT ?')
    .bind(userId, GARAGE_WATCHLIST_MAX)
    .all<WatchlistItem>();
  return results;
}

/** Adds cars (already checked to be the site's) up to the watchlist's size; existing ones keep their date. */
export async function addToWatchlist(
  db: D1Database,
  userId: number,
  carIds: readonly number[],
  nowMs: number,
): Promise<void> {
  if (carIds.length === 0) return;
  const added = new Date(nowMs).toISOString();
  await db.batch(
    carIds.map((id) =>
      db
        .prepare(
          // The car as the shopper sees it now is what later notices compare with (garage/watch-notices.ts).
          `INSERT INTO garage_watchlist (user_id, car_id, added_at, seen_price, seen_status, seen_shown)
           SELECT ?1, ?2, ?3, c.price, c.status, c.show_on_dealer_website FROM cars c
           WHERE c.id = ?2 AND (SELECT COUNT(*) FROM garage_watchlist WHERE user_id = ?1) < ?4
           ON CONFLICT (user_id, car_id) DO NOTHING`,
        )
        .bind(userId, id, added, GARAGE_WATCHLIST_MAX),
    ),
  );
}

export async function removeFromWatchlist(db: D1Database, userId: number, carId: number): Promise<void> {
  await db.prepare('DELETE FROM garage_watchlist WHERE user_id = ? AND car_id = ?').bind(userId, carId).run();
}
