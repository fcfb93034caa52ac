/** POSTs JSON to the edge; keepalive, so a click that leaves the page still sends it. */
export const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });

/** Posts one SPEC §3 analytics event to /api/events (fire and forget; failures only logged, SPEC §8). */
export function trackEvent(
  category: number,
  tracking: { website_slug: string },
  properties: Record<string, unknown>,
): void {
  postJson('/api/events', {
    event: { website_slug: tracking.website_slug, url: location.href, category, event_properties: properties },
  }).catch((error: unknown) => console.warn('[car-detail] event not sent', error));
}

/** Pushes the ad tracking payload to the data layer (SPEC §3, §7 "events go via a data layer"). */
export function pushDataLayer(entry: Record<string, unknown>): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
}
