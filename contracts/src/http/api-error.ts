/**
 * The one error body of the platform's own JSON APIs: every /api/* route except the search API (which
 * answers Meilisearch's `{ message, code, type, link }`, search/meili.schema.ts), plus /_dashboard/webhook,
 * /_fragment and /cdn/image. The edge writes it in one place (edge/src/http/errors.ts); browsers read it
 * with apiErrorOf. docs/API-ERRORS.md describes it and lists the codes.
 */

export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

/** Every code the APIs answer, with the status it is answered with (the one list: docs/API-ERRORS.md). */
export const API_ERROR_STATUS = {
  // Any API: the request itself
  bad_request: 400,
  not_found: 404,
  bad_content_type: 415,
  payload_too_large: 413,
  missing_payload: 400,
  malformed_payload: 400,
  payload_too_deep: 400,
  invalid_body: 400,
  invalid_request: 400,
  invalid_query: 400,
  forbidden: 403,
  rate_limited: 429,
  unknown_site: 404,
  site_unavailable: 503,
  storage_unavailable: 503,
  search_unavailable: 503,
  internal: 500,
  // Leads (/api/leads)
  invalid_lead: 400,
  unknown_form: 400,
  rejected: 400,
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  captcha_required: 400,
  captcha_failed: 400,
  captcha_unavailable: 503,
  slot_taken: 409,
  lead_not_found: 404,
  lead_completed: 409,
  // Booking slots (/api/dealerships)
  dealership_not_found: 404,
  // Checkout (/api/checkout)
  car_not_found: 404,
  invalid_details: 400,
  hold_in_progress: 409,
  payments_unavailable: 503,
  not_reservable: 422,
  car_held: 409,
  hold_not_found: 404,
  not_sandbox: 409,
  hold_expired: 409,
  hold_not_active: 409,
  car_taken: 409,
  payment_declined: 402,
  payment_insufficient_funds: 402,
  payment_authentication_failed: 402,
  unknown_card: 400,
  authentication_pending: 409,
  no_authentication_pending: 409,
  unknown_provider: 404,
  provider_unavailable: 503,
  invalid_signature: 400,
  // Garage (/api/auth)
  locked_out: 429,
  code_expired: 400,
  wrong_code: 400,
  signed_out: 401,
  unknown_car: 404,
  // Vehicle lookup, history and valuations
  invalid_lookup: 400,
  lookup_unavailable: 503,
  vehicle_not_found: 404,
  not_offered: 404,
  invalid_valuation: 400,
  valuation_not_found: 404,
  // Car Clarity customers (/api/carClarityCustomer) and manufacturer records (/manufacturers/{slug}.json)
  invalid_customer: 400,
  manufacturer_not_found: 404,
  // Events (/api/events)
  invalid_event: 400,
  unknown_lead: 400,
  phone_not_found: 404,
  // Postcodes (/api/postcodes)
  invalid_postcode: 400,
  unknown_postcode: 404,
  // Images (/cdn/image, /media)
  invalid_image_request: 400,
  image_refused: 422,
  // Fragments (/_fragment)
  remote_unavailable: 503,
  version_changed: 409,
  fragment_failed: 502,
  // Dashboard webhook (/_dashboard/webhook)
  not_configured: 404,
  stale_timestamp: 401,
  bad_signature: 401,
  unknown_website: 404,
  replayed: 409,
  dashboard_unavailable: 502,
} as const satisfies Record<string, ApiErrorStatus>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The body of every refusal. Endpoints may add context beside these (checkout: `blockers`, the hold's state). */
export type ApiErrorBody = {
  /** What a client shows (SPEC §7 "otherwise it carries an error", §8 "error in body"). */
  error: string;
  /** The same text, under the name the search API (Meilisearch) uses: one reader fits every edge API. */
  message: string;
  /** Stable, machine-readable: what went wrong (API_ERROR_STATUS). */
  code: ApiErrorCode;
  /** A refused form's messages by field name (leads, checkout details). */
  fields?: Record<string, string>;
};

/**
 * An API error body.
 *
 * @example
 * apiErrorBody('lead_not_found', 'Lead not found.');
 * // { error: 'Lead not found.', message: 'Lead not found.', code: 'lead_not_found' }
 */
export function apiErrorBody<E extends object>(code: ApiErrorCode, message: string, extra?: E): ApiErrorBody & E {
  return { ...(extra as E), error: message, message, code };
}

/**
 * What a browser needs of a refusal's body (the edge's APIs and the search API alike): its message, code
 * and field messages; null when the body carries no message (a proxy's error page, no JSON).
 *
 * @example
 * apiErrorOf({ error: 'Taken.', message: 'Taken.', code: 'slot_taken', fields: { date_time: 'Taken.' } });
 * // { message: 'Taken.', code: 'slot_taken', fields: { date_time: 'Taken.' } }
 */
export function apiErrorOf(body: unknown): { message: string; code: string; fields?: Record<string, string> } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { error?: unknown; message?: unknown; code?: unknown; fields?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const message = text(b.error) ?? text(b.message);
  if (!message) return null;
  const code = typeof b.code === 'string' ? b.code : 'error';
  if (!b.fields || typeof b.fields !== 'object') return { message, code };
  const fields = Object.entries(b.fields).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { message, code, fields: Object.fromEntries(fields) };
}
