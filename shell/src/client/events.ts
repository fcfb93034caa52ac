/**
 * Posts one SPEC §9 analytics event to the edge (`POST /api/events`, stored for the site of this
 * host). Fire-and-forget with keepalive, so it survives a navigation the click starts.
 */
export function postEvent(category: number, properties: Record<string, unknown> = {}): void {
  const event = { url: location.href, category, event_properties: properties };
  fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
    keepalive: true,
  }).catch(() => {}); // an event that cannot be sent is dropped: never an error for the shopper
}
