/**
 * The events queue's consumer: each batch becomes ONE NDJSON object in R2 (EVENTS_ARCHIVE), keyed by
 * the hour its first event was received (events/dt=YYYY-MM-DD/hour=HH/…), so a day or an hour is a
 * prefix to list. A failed write retries the whole batch (the queue redelivers it); a message that is
 * not an event is logged and dropped rather than blocking the batch forever.
 */
import type { ArchivedEvent } from '@forecourt/contracts';
import type { Env } from '../env.js';

/** R2 key prefix of the archive (the lifecycle rule in docs/OPERATIONS.md matches it). */
export const EVENTS_PREFIX = 'events/';

function isEvent(body: unknown): body is ArchivedEvent {
  const e = body as Partial<ArchivedEvent> | null;
  return !!e && typeof e.site === 'string' && typeof e.category === 'number' && typeof e.created_at === 'string';
}

export function archiveKey(receivedAt: Date, batchId: string): string {
  const iso = receivedAt.toISOString();
  return `${EVENTS_PREFIX}dt=${iso.slice(0, 10)}/hour=${iso.slice(11, 13)}/${iso.replace(/[:.]/g, '-')}-${batchId}.ndjson`;
}

export async function archiveEventBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const events = batch.messages.map((m) => m.body).filter(isEvent);
  const dropped = batch.messages.length - events.length;
  if (dropped > 0) console.error(`[events] dropped ${dropped} messages that are not events`);
  if (events.length === 0) return batch.ackAll();
  if (!env.EVENTS_ARCHIVE) {
    console.error('[events] EVENTS_ARCHIVE is not bound: the batch waits for a retry');
    return batch.retryAll({ delaySeconds: 60 });
  }
  const first = batch.messages[0]?.timestamp ?? new Date();
  try {
    await env.EVENTS_ARCHIVE.put(
      archiveKey(first, crypto.randomUUID()),
      `${events.map((e) => JSON.stringify(e)).join('\n')}\n`,
      {
        httpMetadata: { contentType: 'application/x-ndjson' },
        customMetadata: { events: String(events.length) },
      },
    );
    batch.ackAll();
  } catch (error) {
    console.error('[events] archive write failed; the batch is retried', error);
    batch.retryAll({ delaySeconds: 30 });
  }
}
