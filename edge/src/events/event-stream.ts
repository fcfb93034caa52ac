/**
 * Where analytics events live (issue 15): page views and interactions come from every page of every
 * dealer, so they must not grow the shared D1 database (one writer, a size cap). They go to a Queue
 * (EVENTS_QUEUE) whose consumer writes them in batches to R2 as NDJSON (events/archive.ts) — cheap,
 * unbounded storage that analytics tools read (R2 SQL, DuckDB over the S3 API). D1 keeps only the
 * events the product writes with a lead (its lead event, part of the lead record). Retention:
 * docs/OPERATIONS.md (an R2 lifecycle rule deletes archived events after 400 days).
 * `npm start` and the tests run the same path on local Queues and R2.
 */
import type { ArchivedEvent } from '@forecourt/contracts';
import type { Env } from '../env.js';

/** Puts an event on the events queue; rejects when the queue is missing or refuses it. */
export async function streamEvent(env: Env, event: ArchivedEvent): Promise<void> {
  if (!env.EVENTS_QUEUE) throw new Error('EVENTS_QUEUE is not bound');
  await env.EVENTS_QUEUE.send(event, { contentType: 'json' });
}
