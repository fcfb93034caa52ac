/**
 * Fair turns between tenants for the embedded search backend. Its searches run on the isolate's one
 * thread, and every tenant shares isolates: without turns, one site sending many of the largest
 * searches the API accepts queues every other site's requests behind all of them. Here each site
 * runs one search API request at a time per isolate; the others wait, each in its own request (a
 * short timer, never a promise another request resolves: workerd ends a request's timers with the
 * request, and resolving across requests is not supported), so other sites' requests get the thread
 * in between. Past MAX_WAITING waiting, or after MAX_WAIT_MS, a request is refused (503
 * `too_many_search_requests`, as Meilisearch answers when its own search queue is full).
 * Meilisearch-backed searches do not take turns: their work runs in Meilisearch, not here.
 */

/** Requests of one site that may wait for a turn in one isolate. */
export const MAX_WAITING = 32;
/** The longest a request waits for its site's turn. */
export const MAX_WAIT_MS = 10_000;
const POLL_MS = 1;

export class TooManySearches extends Error {}

type Turns = { running: boolean; waiting: number };
const sites = new Map<string, Turns>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withSiteTurn<T>(site: string, work: () => Promise<T>): Promise<T> {
  let turns = sites.get(site);
  if (!turns) {
    turns = { running: false, waiting: 0 };
    sites.set(site, turns);
  }
  if (turns.running) {
    if (turns.waiting >= MAX_WAITING) throw new TooManySearches();
    turns.waiting++;
    const deadline = Date.now() + MAX_WAIT_MS;
    try {
      while (turns.running) {
        if (Date.now() > deadline) throw new TooManySearches();
        await sleep(POLL_MS);
      }
    } finally {
      turns.waiting--;
    }
  }
  turns.running = true;
  try {
    return await work();
  } finally {
    turns.running = false;
  }
}
