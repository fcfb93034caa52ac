/**
 * One live hold per client and per email on a site (issue 30 item 7: hold squatting). Without it one
 * client could take a hold every few seconds, each keeping a car from everyone for CHECKOUT_HOLD_MINUTES.
 *
 * - The client is CF-Connecting-IP (always set by Cloudflare in production), stored hashed in the hold's
 *   details; a request without it (a local run without a proxy) is not keyed by client, only by email.
 * - The email is the shopper's, trimmed and lower-cased.
 * - A hold counts while it is `held` and unexpired; releasing it (the journey's cancel, a failed payment)
 *   or its expiry frees the shopper to start another.
 *
 * takeHold (holds-store.ts) repeats LIVE_HOLD_OF_OWNER inside its INSERT, so two parallel starts by one
 * shopper cannot both win; liveHoldOfOwner answers first with the clear refusal.
 */
import { sha256 } from '../security/tokens.js';

export type HoldOwner = { client: string | null; email: string };

export async function holdOwner(clientIp: string | undefined, email: string): Promise<HoldOwner> {
  return {
    client: clientIp ? (await sha256(`hold-client:${clientIp}`)).slice(0, 32) : null,
    email: email.trim().toLowerCase(),
  };
}

/** SQL: a live hold of this site by this owner exists. Binds: site, nowMs, client (or null), email. */
export const LIVE_HOLD_OF_OWNER = `EXISTS (SELECT 1 FROM checkout_holds WHERE site_slug = ? AND state = 'held'
  AND expires_at > ? AND (json_extract(details, '$.client') = ? OR lower(json_extract(details, '$.email')) = ?))`;

export const ownerBinds = (site: string, nowMs: number, owner: HoldOwner) =>
  [site, nowMs, owner.client, owner.email] as const;

export async function liveHoldOfOwner(db: D1Database, site: string, owner: HoldOwner, nowMs: number) {
  const row = await db
    .prepare(`SELECT ${LIVE_HOLD_OF_OWNER} AS live`)
    .bind(...ownerBinds(site, nowMs, owner))
    .first<{ live: number }>();
  return row?.live === 1;
}
