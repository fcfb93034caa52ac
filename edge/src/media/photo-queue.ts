/**
 * The photo pipeline (issue 19): works the stock_photo_queue that feed imports fill (migrations 0016,
 * 0021). On each cron tick a batch of due photos is fetched from the dealers' hosts (photo-fetch.ts),
 * stored in R2 under the car's site, and set on the car (its D1 doc: the search outbox trigger carries
 * the change to search). A failure that may pass is retried with doubling backoff, up to
 * MAX_ATTEMPTS; then, or at once for a failure that will not pass, the row is 'failed'.
 */
import type { Car } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { outboundOptions } from '../security/outbound-fetch.js';
import { fetchPhoto } from './photo-fetch.js';
import { photoKey, photoSrc } from './photo-store.js';

export const MAX_ATTEMPTS = 5;
const BATCH = 10;

type Due = { id: number; car_id: number; position: number; url: string; attempts: number; site_slug: string | null };

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The car's images with `src` at `position` (appended when the car has fewer: photos arrive in order). */
function withPhoto(car: Car, position: number, src: string): Car {
  const images = [...car.images];
  if (position < images.length) images[position] = { image: { url: src } };
  else images.push({ image: { url: src } });
  const urls = images.map((i) => i.image.url);
  return { ...car, images, thumbnails: urls, primary_image_url: urls[0] ?? null, photos_count: images.length };
}

async function fail(env: Env, row: Due, error: string, retry: boolean, nowS: number, baseS: number) {
  const attempts = row.attempts + 1;
  if (retry && attempts < MAX_ATTEMPTS) {
    const next = nowS + baseS * 2 ** (attempts - 1);
    await env.DB.prepare('UPDATE stock_photo_queue SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
      .bind(attempts, next, error, row.id)
      .run();
    return 'retrying' as const;
  }
  await env.DB.prepare("UPDATE stock_photo_queue SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?")
    .bind(attempts, error, row.id)
    .run();
  return 'failed' as const;
}

async function processOne(env: Env, row: Due, nowS: number, baseS: number, timeoutMs: number) {
  if (!row.site_slug) return fail(env, row, 'the car or its site is gone', false, nowS, baseS);
  const got = await fetchPhoto(row.url, timeoutMs, outboundOptions(env));
  if (!got.ok) return fail(env, row, got.error, got.retry, nowS, baseS);
  // Content-addressed: a new photo at the same position is a new key, so a stored variant is never stale.
  const digest = hex(await crypto.subtle.digest('SHA-256', got.bytes)).slice(0, 16);
  const path = `cars/${row.car_id}/${row.position}-${digest}.${got.image.format === 'jpeg' ? 'jpg' : 'webp'}`;
  await env.FILES.put(photoKey(row.site_slug, path), got.bytes, {
    httpMetadata: { contentType: `image/${got.image.format}` },
  });
  const src = photoSrc(path);
  // The car is read and written in one compare-and-set: a sync that changed it meanwhile wins, and this
  // photo is tried again on the next tick.
  const car = await env.DB.prepare('SELECT doc FROM cars WHERE id = ?').bind(row.car_id).first<{ doc: string }>();
  if (!car) return fail(env, row, 'the car is gone', false, nowS, baseS);
  const doc = JSON.stringify(withPhoto(JSON.parse(car.doc) as Car, row.position, src));
  const [updated] = await env.DB.batch([
    env.DB.prepare('UPDATE cars SET doc = ? WHERE id = ? AND doc = ?').bind(doc, row.car_id, car.doc),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) return 'retrying' as const;
  await env.DB.prepare(
    "UPDATE stock_photo_queue SET status = 'done', attempts = ?, stored_src = ?, last_error = NULL WHERE id = ?",
  )
    .bind(row.attempts + 1, src, row.id)
    .run();
  return 'done' as const;
}

/** Works up to `limit` due photos; answers how each went. */
export async function processPhotoQueue(
  env: Env,
  options: { limit?: number; now?: number } = {},
): Promise<{ done: number; retrying: number; failed: number }> {
  const nowS = Math.floor((options.now ?? Date.now()) / 1000);
  const baseS = Number(env.PHOTO_RETRY_BASE_S ?? '60');
  const timeoutMs = Number(env.PHOTO_FETCH_TIMEOUT_MS ?? '10000');
  const { results } = await env.DB.prepare(
    `SELECT q.id, q.car_id, q.position, q.url, q.attempts, d.site_slug
       FROM stock_photo_queue q
       LEFT JOIN cars c ON c.id = q.car_id
       LEFT JOIN dealerships d ON d.id = c.dealership_id
      WHERE q.status = 'queued' AND q.next_attempt_at <= ?
      ORDER BY q.car_id, q.position, q.id LIMIT ?`,
  )
    .bind(nowS, options.limit ?? BATCH)
    .all<Due>();
  const tally = { done: 0, retrying: 0, failed: 0 };
  // One at a time: a photo is up to 10 MB and an isolate has 128 MB.
  for (const row of results) {
    try {
      tally[await processOne(env, row, nowS, baseS, timeoutMs)] += 1;
    } catch (error) {
      console.error('[photos] queue row failed', row.id, error);
      tally[await fail(env, row, 'internal error', true, nowS, baseS)] += 1;
    }
  }
  return tally;
}
