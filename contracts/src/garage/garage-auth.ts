import * as z from 'zod';
import { EMAIL_PATTERN } from '../forms/fields.js';
import type { SiteConfig } from '../site/site-config.schema.js';

/**
 * The garage's sign-in (SPEC §6: a logged-in garage user has a watchlist, only where the site has
 * garage_enabled and authentication on). A shopper signs in with a one-time code sent to their email;
 * the first sign-in registers them. Our choices where SPEC is silent, written down here:
 * six digits, valid 10 minutes; 5 wrong tries lock the email out for 15 minutes (the code is void);
 * a session lasts 30 days in an HttpOnly, Secure, SameSite=Lax cookie of the tenant's host only.
 */
export const GARAGE_CODE_DIGITS = 6;
export const GARAGE_CODE_TTL_SECONDS = 10 * 60;
export const GARAGE_CODE_MAX_ATTEMPTS = 5;
export const GARAGE_LOCKOUT_SECONDS = 15 * 60;
export const GARAGE_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** `__Host-`: the browser keeps it to this exact host (no Domain), Secure, path / — one tenant only. */
export const GARAGE_SESSION_COOKIE = '__Host-fc_garage';
/** Cars a watchlist holds (and a merge may send) at most. */
export const GARAGE_WATCHLIST_MAX = 200;

/** Whether the site offers the garage and its sign-in. */
export function garageAvailable(site: Pick<SiteConfig, 'garage_enabled' | 'authentication'>): boolean {
  return site.garage_enabled && site.authentication;
}

const email = z.string().trim().max(254).toLowerCase().regex(EMAIL_PATTERN, 'invalid email address');

/** POST /api/auth/code */
export const GarageCodeRequestSchema = z.strictObject({ email });
/** POST /api/auth/verify */
export const GarageVerifySchema = z.strictObject({
  email,
  code: z.string().regex(new RegExp(`^\\d{${GARAGE_CODE_DIGITS}}$`), `The code is ${GARAGE_CODE_DIGITS} digits.`),
});
/** POST /api/auth/watchlist/merge: the device's favourites, by car id. */
export const GarageMergeSchema = z.strictObject({
  car_ids: z.array(z.number().int().positive().safe()).max(GARAGE_WATCHLIST_MAX),
});

/** GET/PUT /api/auth/notices: whether the shopper gets watchlist emails (contracts watch-notice.ts). */
export const GarageNoticesSchema = z.strictObject({ notices: z.boolean() });
export type GarageNotices = z.infer<typeof GarageNoticesSchema>;

export type GarageUser = { id: number; email: string };
export type WatchlistItem = { car_id: number; added_at: string };
/** SPEC §3 garage user, the answer of GET /api/auth (user null when not signed in). */
export type GarageAuth = { user: GarageUser | null; watchlist: WatchlistItem[] };

/** What the sign-in answers say; none of them tells whether an email has an account. */
export const GARAGE_AUTH_MESSAGES = {
  codeSent: 'If the address can receive email, a sign-in code is on its way. It is valid for 10 minutes.',
  wrongCode: 'That code is not right. Check the latest email and try again.',
  expired: 'That code has expired. Ask for a new one.',
  lockedOut: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
  signedOut: 'Please sign in to your garage.',
  unavailable: 'The garage is not available on this site.',
} as const;
