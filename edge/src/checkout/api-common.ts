/**
 * What every checkout API handler shares: the refusal of a live hold, the hold a request names (site + Bearer
 * token), and the car as checkout sees it (search scope + D1's live sold/reserved state).
 */
import { formatMoney, RESERVE_BLOCKER_MESSAGES, reserveBlockers, type SiteConfig } from '@forecourt/contracts';
import type { Context } from 'hono';
import { findSiteCar } from '../cars/site-car.js';
import type { AppContext } from '../env.js';
import { ApiError } from '../http/errors.js';
import { sameDigest, sha256 } from '../security/tokens.js';
import { carById, findHold, type HoldRow } from './store.js';

export type CheckoutContext = Context<AppContext>;
const HOLD_ID = /^ch_[0-9a-f]{32}$/;

/** This shopper (client or email) already has a live hold on the site. */
export const holdInProgress = () =>
  new ApiError(
    'hold_in_progress',
    'You already have a reservation in progress. Finish or cancel it, or try again when it expires.',
  );

/** The car in the site's scope (search) with its live sold/reserved state (D1), and what blocks a reservation. */
export async function reservable(c: CheckoutContext, id: number) {
  const site = c.var.site;
  const listed = await findSiteCar(c.env, site, id, new Date(), (p) => c.executionCtx.waitUntil(p));
  if (!listed) return null;
  const live = await carById(c.env.DB, id);
  const car = live ? { ...listed, status: live.status, sold: live.sold, reserved: live.reserved } : listed;
  const blockers = reserveBlockers(car, site).map((code) => ({ code, message: RESERVE_BLOCKER_MESSAGES[code] }));
  return { car, blockers };
}

export const depositOf = (site: SiteConfig, amount: number) => ({
  amount,
  currency: site.currency,
  formatted: formatMoney(amount, site.currency),
});

/** The hold this request names, checked against the site and the Bearer token (else 404 or 403). */
export async function ownHold(c: CheckoutContext): Promise<{ hold: HoldRow }> {
  const id = c.req.param('id') ?? '';
  const hold = HOLD_ID.test(id) ? await findHold(c.env.DB, id) : null;
  if (!hold || hold.site_slug !== c.var.site.slug) throw new ApiError('hold_not_found', 'Reservation not found.');
  const auth = c.req.header('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (!token || !sameDigest(await sha256(token), hold.token_hash))
    throw new ApiError('forbidden', 'This reservation cannot be changed from here.');
  return { hold };
}
