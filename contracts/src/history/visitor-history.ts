import { SECONDS_PER_DAY, VISITED_PAGES_LIMIT, VISITOR_QUERY_EXPIRY_DAYS } from '../constants/limits.js';

/** SPEC §4: tracked URL params. */
export const TRACKED_URL_PARAMS = ['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
/** SPEC §4: keys ignored when saving queries. */
export const IGNORED_QUERY_KEYS = [
  'car_id',
  'slug',
  'payment_intent_client_secret',
  'payment_intent',
  'lead_id',
] as const;

/** The visitor's saved session data, sent with every lead (visited_pages, linked_query_params). */
export type VisitorHistory = {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  /** When this history started (ms since epoch). */
  started_at: number;
};

/**
 * The saved query of a URL: its params without the ignored keys.
 *
 * @example
 * savedQuery('/cars/x?utm_source=google&car_id=5'); // { utm_source: 'google' }
 */
export function savedQuery(url: string): Record<string, string> {
  const params = new URL(url, 'http://localhost').searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(IGNORED_QUERY_KEYS as readonly string[]).includes(key)) out[key] = value;
  }
  return out;
}

const hasTracked = (query: Record<string, string>) => TRACKED_URL_PARAMS.some((k) => k in query);
const sameQuery = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * SPEC §4 visitor history: records a page visit. The history resets (with this page's query as the linked
 * query) when a new tracked query arrives (gclid, fbclid, utm_source, utm_medium, utm_campaign) or after
 * 30 days; up to the 50 most recent visited pages are kept.
 *
 * @example
 * recordVisit(null, '/?utm_source=google', now); // { visited_pages: ['/?utm_source=google'], linked_query_params: { utm_source: 'google' }, started_at: now.getTime() }
 */
export function recordVisit(history: VisitorHistory | null, url: string, now: Date): VisitorHistory {
  const query = savedQuery(url);
  const expired =
    history !== null && now.getTime() - history.started_at > VISITOR_QUERY_EXPIRY_DAYS * SECONDS_PER_DAY * 1000;
  const newTracked = hasTracked(query) && (history === null || !sameQuery(history.linked_query_params, query));
  const base: VisitorHistory =
    history === null || expired || newTracked
      ? { visited_pages: [], linked_query_params: query, started_at: now.getTime() }
      : history;
  return { ...base, visited_pages: [...base.visited_pages, url].slice(-VISITED_PAGES_LIMIT) };
}

/**
 * SPEC §3/§7: the lead attributes taken from saved session data.
 *
 * @example
 * leadAttributes(history); // { visited_pages: [...], linked_query_params: { utm_source: 'google' } }
 */
export function leadAttributes(
  history: VisitorHistory | null,
): Pick<VisitorHistory, 'visited_pages' | 'linked_query_params'> {
  // Within the lead API's caps (LeadBodySchema): a long URL or query value is cut, never refuses the lead.
  const params = Object.entries(history?.linked_query_params ?? {})
    .filter(([k]) => k.length <= 100)
    .slice(0, 50)
    .map(([k, v]) => [k, v.slice(0, 500)]);
  return {
    visited_pages: (history?.visited_pages ?? []).slice(-VISITED_PAGES_LIMIT).map((url) => url.slice(0, 2000)),
    linked_query_params: Object.fromEntries(params),
  };
}

/** Where the shell keeps the visitor history (localStorage), read by the forms for each lead. */
export const VISITOR_HISTORY_STORAGE_KEY = 'forecourt:visitor-history';

/**
 * A stored visitor history read leniently (localStorage is the visitor's to edit): anything not shaped
 * like one reads as no history.
 *
 * @example
 * parseVisitorHistory('{"visited_pages":["/"],"linked_query_params":{},"started_at":1}')?.visited_pages; // ['/']
 */
export function parseVisitorHistory(text: string | null): VisitorHistory | null {
  let v: unknown;
  try {
    v = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const h = v as VisitorHistory;
  const ok =
    Array.isArray(h.visited_pages) &&
    h.visited_pages.every((p) => typeof p === 'string') &&
    !!h.linked_query_params &&
    typeof h.linked_query_params === 'object' &&
    Object.values(h.linked_query_params).every((p) => typeof p === 'string') &&
    typeof h.started_at === 'number';
  return ok ? h : null;
}
