/** Lead delivery to the dealer (queue consumer): backoff and the ADF/XML body for dealer CRMs. */

/** Base delay of the first retry in seconds; doubles per attempt up to LEAD_RETRY_MAX_SECONDS. */
export const LEAD_RETRY_BASE_SECONDS = 30;
export const LEAD_RETRY_MAX_SECONDS = 3600;
/** Attempts before a delivery is marked failed (the lead stays in D1; ops can redeliver). */
export const LEAD_DELIVERY_MAX_ATTEMPTS = 10;
/**
 * Reserved host of the local lead sink (LOCAL DEVELOPMENT ONLY; edge/src/leads/local-sink.ts): the demo
 * dealers deliver to it, and the edge records those deliveries in D1 only when LOCAL_LEAD_SINK=true
 * (npm start, e2e); anywhere else a delivery to it fails and is retried like a destination that is down.
 */
export const LOCAL_LEAD_SINK_HOST = 'lead-sink.localhost';

/**
 * Exponential backoff of a delivery retry (attempt is 1-based).
 *
 * @example
 * retryDelaySeconds(1); // 30
 * retryDelaySeconds(3); // 120
 */
export function retryDelaySeconds(attempt: number, base = LEAD_RETRY_BASE_SECONDS): number {
  return Math.min(LEAD_RETRY_MAX_SECONDS, base * 2 ** Math.max(0, attempt - 1));
}

const xml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A lead as ADF 1.0 XML (Auto-lead Data Format, read by dealer CRMs).
 *
 * @example
 * leadToAdf({ name: 'Sam Lee', email: 's@x.co' }, { id: 'ld_1', createdAt: '2026-01-01T00:00:00Z', dealer: 'Harbourside' });
 */
export function leadToAdf(
  lead: Readonly<Record<string, unknown>>,
  meta: { id: string; createdAt: string; dealer: string },
): string {
  const vehicle =
    lead['Vehicle Make'] || lead.make || lead.stock_number
      ? `<vehicle interest="buy" status="${xml(lead.car_type ?? 'used')}"><year>${xml(lead.year)}</year><make>${xml(
          lead['Vehicle Make'] ?? lead.make,
        )}</make><model>${xml(lead['Vehicle Model'] ?? lead.model)}</model><stock>${xml(lead.stock_number)}</stock></vehicle>`
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    `<adf><prospect><id sequence="1" source="Forecourt">${xml(meta.id)}</id>`,
    `<requestdate>${xml(meta.createdAt)}</requestdate>`,
    vehicle,
    `<customer><contact><name part="full">${xml(lead.name)}</name><email>${xml(lead.email)}</email><phone>${xml(
      lead.phone,
    )}</phone></contact><comments>${xml(lead.message)}</comments></customer>`,
    `<vendor><vendorname>${xml(meta.dealer)}</vendorname></vendor>`,
    `<provider><name>Forecourt</name></provider><category>${xml(lead.category)}</category></prospect></adf>`,
  ].join('');
}
