import { type Car, CarSchema, indexScopeFilter, type SiteConfig } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { searchBackend } from '../search/select.js';

/** A car id as it arrives in a query string or body: digits only (anything else is no car). */
export const CAR_ID_PATTERN = /^\d{1,12}$/;

/**
 * SPEC §7 single-car lookup (filter id={id}, limit 1) through the search backend, inside the site's
 * scope: a car of another dealer, hidden from the website or sold outside the window is null, exactly
 * as if it did not exist. Used wherever a request names a car by id (forms, phone reveal).
 */
export async function findSiteCar(
  env: Env,
  site: SiteConfig,
  id: number,
  now = new Date(),
  /** The request's waitUntil: an index refresh this look-up starts then outlives the request. */
  waitUntil?: (p: Promise<unknown>) => void,
): Promise<Car | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const query = { filter: `id = ${id}`, limit: 1 };
  const hit = (await searchBackend(env, waitUntil).search(site, 'cars', query, indexScopeFilter(site, 'cars', now)))
    .hits[0];
  if (!hit) return null;
  const parsed = CarSchema.safeParse(hit);
  if (!parsed.success) {
    console.error('[data] car %d does not parse', id, parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data;
}

/** Which of `ids` are cars the site lists now (the same scope as findSiteCar), in one search. */
export async function siteCarIds(
  env: Env,
  site: SiteConfig,
  ids: readonly number[],
  now = new Date(),
): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return new Set();
  const query = { filter: `id IN [${wanted.join(', ')}]`, limit: wanted.length };
  const { hits } = await searchBackend(env).search(site, 'cars', query, indexScopeFilter(site, 'cars', now));
  return new Set(hits.map((h) => Number((h as { id: unknown }).id)).filter((id) => wanted.includes(id)));
}
