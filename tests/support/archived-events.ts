import type { ArchivedEvent } from '@forecourt/contracts';
import type { Platform } from './platform.js';

/** Every event the events queue's consumer has written to R2 so far. */
export async function archivedEvents(p: Platform): Promise<ArchivedEvent[]> {
  const bucket = await p.mf.getR2Bucket('EVENTS_ARCHIVE');
  const out: ArchivedEvent[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: 'events/', cursor });
    for (const object of page.objects) {
      const text = await (await bucket.get(object.key))!.text();
      for (const line of text.split('\n')) if (line) out.push(JSON.parse(line) as ArchivedEvent);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out;
}

/**
 * The archive once everything sent before now has reached it: sends a marker event through the API
 * (queues keep order per producer closely enough for a local queue) and waits for it to be archived.
 */
export async function settledEvents(p: Platform, host: string): Promise<ArchivedEvent[]> {
  const marker = crypto.randomUUID();
  const res = await p.get(host, '/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.250.${Math.floor(Math.random() * 250)}.1` },
    body: JSON.stringify({ event: { category: 1, url: '/marker', event_properties: { marker } } }),
  });
  if (res.status !== 201) throw new Error(`marker event refused: ${res.status}`);
  for (let i = 0; i < 100; i++) {
    const events = await archivedEvents(p);
    if (events.some((e) => e.event_properties.marker === marker))
      return events.filter((e) => !e.event_properties.marker);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the events queue did not archive the marker within 10 s');
}
