/**
 * Price-drop and back-in-stock emails for watchlisted cars (rules: contracts garage/watch-notice.ts),
 * run by the cron. D1 triggers log every watched car whose price, status or visibility was written
 * (garage_watch_changes, infra/migrations/0017_garage_notices.sql) — by the seed, a stock feed, the
 * dashboard sync or the checkout. A run takes a batch of that log, compares each watcher's last seen
 * state with the car now, and in ONE D1 batch queues the emails, moves the seen state and drops the log
 * rows it covered: a run that fails leaves all three, and the next repeats it without a double email.
 */
import {
  type CarStatus,
  carPath,
  carTitle,
  formatMoney,
  garageAvailable,
  type SiteConfig,
  type WatchNotice,
  watchedCarAvailable,
  watchNotice,
} from '@forecourt/contracts';
import { enqueueEmailStatement, type OutboxMessage } from '../email/store.js';
import type { Env } from '../env.js';
import { siteBySlug } from '../tenant/resolve-tenant.js';

/** Change-log rows one run takes (the rest waits for the next cron tick). */
export const WATCH_CHANGES_PER_RUN = 200;

type WatcherRow = {
  user_id: number;
  car_id: number;
  seen_price: number | null;
  seen_status: CarStatus | null;
  seen_shown: number | null;
  email: string;
  site_slug: string;
  notices: number;
  origin: string | null;
  unsubscribe_key: string | null;
  price: number;
  status: CarStatus;
  shown: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
};

export type NoticeReport = { changes: number; emails: number; outboxIds: number[] };

/** One run of the notice pass; resolves with what it did (the outbox ids for an immediate send). */
export async function sendWatchNotices(env: Env, nowMs = Date.now()): Promise<NoticeReport> {
  const db = env.DB;
  const { results: changes } = await db
    .prepare('SELECT seq, car_id FROM garage_watch_changes ORDER BY seq LIMIT ?')
    .bind(WATCH_CHANGES_PER_RUN)
    .all<{ seq: number; car_id: number }>();
  if (changes.length === 0) return { changes: 0, emails: 0, outboxIds: [] };
  const lastSeq = changes[changes.length - 1]!.seq;
  const carIds = [...new Set(changes.map((c) => c.car_id))];
  const { results: rows } = await db
    .prepare(
      `SELECT w.user_id, w.car_id, w.seen_price, w.seen_status, w.seen_shown,
              u.email, u.site_slug, u.notices, u.origin, u.unsubscribe_key,
              c.price, c.status, c.show_on_dealer_website AS shown, c.slug, c.year, c.make, c.model,
              json_extract(c.doc, '$.badge') AS badge, json_extract(c.doc, '$.series') AS series
       FROM garage_watchlist w JOIN garage_users u ON u.id = w.user_id JOIN cars c ON c.id = w.car_id
       WHERE w.car_id IN (${carIds.map(() => '?').join(', ')})`,
    )
    .bind(...carIds)
    .all<WatcherRow>();

  const sites = new Map<string, SiteConfig | null>();
  const statements: D1PreparedStatement[] = [];
  let emails = 0;
  for (const row of rows) {
    const now = {
      price: row.price,
      available: watchedCarAvailable({ status: row.status, show_on_dealer_website: row.shown === 1 }),
    };
    const seen =
      row.seen_price === null || row.seen_status === null
        ? null
        : {
            price: row.seen_price,
            available: watchedCarAvailable({ status: row.seen_status, show_on_dealer_website: row.seen_shown === 1 }),
          };
    const notice = watchNotice(seen, now);
    if (notice && row.notices === 1 && row.unsubscribe_key) {
      const site = await siteOf(env, sites, row.site_slug);
      if (site && garageAvailable(site)) {
        statements.push(enqueueEmailStatement(db, noticeEmail(notice, row, site, seen?.price ?? null), nowMs));
        emails++;
      }
    }
    statements.push(
      db
        .prepare(
          'UPDATE garage_watchlist SET seen_price = ?, seen_status = ?, seen_shown = ? WHERE user_id = ? AND car_id = ?',
        )
        .bind(row.price, row.status, row.shown, row.user_id, row.car_id),
    );
  }
  statements.push(db.prepare('DELETE FROM garage_watch_changes WHERE seq <= ?').bind(lastSeq));
  const results = await db.batch<{ id?: number }>(statements);
  const outboxIds = results.flatMap((r) =>
    r.results.map((x) => x.id).filter((id): id is number => typeof id === 'number'),
  );
  return { changes: changes.length, emails, outboxIds };
}

async function siteOf(env: Env, cache: Map<string, SiteConfig | null>, slug: string): Promise<SiteConfig | null> {
  if (!cache.has(slug)) cache.set(slug, await siteBySlug(env.SITES, slug));
  return cache.get(slug) ?? null;
}

/** The email of one notice: what changed, the car's link, and how to stop these emails. */
function noticeEmail(notice: WatchNotice, row: WatcherRow, site: SiteConfig, seenPrice: number | null): OutboxMessage {
  const origin = row.origin ?? `https://${site.domain_name}`;
  const title = carTitle(row);
  const price = formatMoney(row.price, site.currency);
  const link = `${origin}${carPath(row.slug, site.vehicle_base_path)}`;
  const unsubscribe = `${origin}/api/auth/unsubscribe?u=${row.user_id}&k=${row.unsubscribe_key}`;
  const lines =
    notice === 'price_drop'
      ? {
          subject: `Price drop: ${title} is now ${price}`,
          first: `The ${title} on your watchlist at ${site.name} dropped from ${formatMoney(seenPrice ?? row.price, site.currency)} to ${price}.`,
        }
      : {
          subject: `Back in stock: ${title}`,
          first: `The ${title} on your watchlist at ${site.name} is available again, at ${price}.`,
        };
  return {
    site: site.slug,
    to: row.email,
    kind: notice === 'price_drop' ? 'garage-price-drop' : 'garage-back-in-stock',
    subject: lines.subject,
    body: `${lines.first}\n\nSee it: ${link}\n\nYou get this because the car is on your watchlist. Stop these emails: ${unsubscribe}`,
    // RFC 8058 one-click unsubscribe for mail clients that offer it.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
