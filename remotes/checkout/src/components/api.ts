import { apiErrorOf } from '@forecourt/contracts';

/** The checkout API as the journey calls it (same origin; JSON in, JSON out). */
export type ApiAnswer = { status: number; json: Record<string, unknown> };

export async function callApi(method: string, path: string, body?: unknown, token?: string): Promise<ApiAnswer> {
  try {
    const res = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return { status: 0, json: { message: 'We could not reach the server. Check your connection and try again.' } };
  }
}

/** The message of the API's answer (its error body: docs/API-ERRORS.md), or a generic one. */
export const messageOf = (a: ApiAnswer) => apiErrorOf(a.json)?.message ?? 'Something went wrong. Please try again.';

/** The checkout API's answer to taking a hold: the hold's id and token, and how the payment goes on. */
export type Hold = { hold_id: string; token: string; client_secret: string | null; redirect_url: string | null };

/** The hold a journey took, kept for the tab's return from a provider's page (Stripe 3-D Secure, Windcave). */
export type StoredHold = { hold_id: string; token: string };
const holdKey = (slug: string) => `forecourt.checkout.hold.${slug}`;

export function rememberHold(slug: string, hold: StoredHold): void {
  try {
    sessionStorage.setItem(holdKey(slug), JSON.stringify({ hold_id: hold.hold_id, token: hold.token }));
  } catch {
    // storage blocked: the return then offers a fresh start
  }
}

export function rememberedHold(slug: string): StoredHold | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(holdKey(slug)) ?? 'null') as Partial<StoredHold> | null;
    return typeof raw?.hold_id === 'string' && typeof raw.token === 'string'
      ? { hold_id: raw.hold_id, token: raw.token }
      : null;
  } catch {
    return null;
  }
}

export function forgetHold(slug: string): void {
  try {
    sessionStorage.removeItem(holdKey(slug));
  } catch {
    // nothing stored
  }
}

/**
 * The query a provider's return adds to the journey URL (Stripe's payment_intent, Windcave's sessionId),
 * or the journey's own `reservation` once confirmed: the hold (in this tab's storage) decides the page.
 */
export const RETURN_KEYS = ['payment_intent', 'sessionId', 'reservation'] as const;
export const isPaymentReturn = (search: string) => {
  const q = new URLSearchParams(search);
  return RETURN_KEYS.some((key) => q.has(key));
};
