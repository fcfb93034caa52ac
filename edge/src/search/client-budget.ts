/**
 * Search API requests per client and site, in this isolate's memory: a token bucket (BURST requests
 * at once, RATE a second after that). A shopper's search page sends a few a second at most; a
 * script sending hundreds a second is answered 429 before its body is read. In memory on purpose:
 * a D1 write per search would cost more than the search. Each isolate counts apart, so the bound is
 * per isolate, which is where the CPU it protects is.
 *
 * A client refused once is refused for BLOCK_MS whatever its bucket holds (as a WAF rate-limiting rule's
 * mitigation timeout): otherwise a script that keeps sending still gets every request its refill pays
 * for, and with the largest requests the API accepts that alone (~1 a second of 15 queries) tripled
 * another tenant's p99 (BENCHMARKS.md, noisy neighbours). A shopper's page never comes near the burst.
 */
export type SearchBudget = { burst: number; perSecond: number };
/**
 * Document checks (engine.ts WorkMeter) that cost one more token, charged after the search ran. A
 * shopper's search page on the 1,311-car demo tenant does ~60,000 (a hits query and 11 facet queries);
 * the largest multi-search the caps admit (20 queries with a 4 KB filter of ~250 conditions) does
 * ~6,500,000 on it. One token per 100,000 checks leaves the shopper's page at its query count and
 * charges that request ~65 tokens, past the whole burst: its sender is refused until the debt is paid.
 */
export const CHECKS_PER_TOKEN = 100_000;
/** The default budget; SEARCH_RATE_LIMIT "count/seconds" (e.g. "40/2") sets another (burst count, count/seconds a second). */
export const SEARCH_BUDGET: SearchBudget = { burst: 40, perSecond: 20 };
/** How long a refused client stays refused (counted from the refusal that starts it; not extended). */
export const BLOCK_MS = 10_000;
/** Buckets kept per isolate; the least recently used go first past this. */
const MAX_CLIENTS = 10_000;

type Bucket = { tokens: number; at: number; blockedUntil: number };
const buckets = new Map<string, Bucket>();

/**
 * Takes `cost` tokens from the client's budget (one a request before its body is read; a multi-search
 * pays one more for each further query it carries); false, taking nothing, when it has fewer left
 * (which blocks the client for BLOCK_MS) or is blocked.
 */
export function takeSearchToken(
  client: string,
  budget: SearchBudget = SEARCH_BUDGET,
  nowMs = Date.now(),
  cost = 1,
): boolean {
  const bucket = refilled(client, budget, nowMs);
  const blocked = nowMs < bucket.blockedUntil;
  const allowed = !blocked && bucket.tokens >= cost;
  if (allowed) bucket.tokens -= cost;
  else if (!blocked) bucket.blockedUntil = nowMs + BLOCK_MS;
  return allowed;
}

/** The client's bucket topped up for the time since it was last seen, now the most recently used. */
function refilled(client: string, budget: SearchBudget, nowMs: number): Bucket {
  const bucket = buckets.get(client) ?? { tokens: budget.burst, at: nowMs, blockedUntil: 0 };
  buckets.delete(client); // re-inserted below: Map order is the least recently used first
  bucket.tokens = Math.min(budget.burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * budget.perSecond);
  bucket.at = nowMs;
  buckets.set(client, bucket);
  if (buckets.size > MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string);
  return bucket;
}

/**
 * Charges a search's measured work (document checks) to its client after it ran: a debt of up to one
 * burst below zero, so a client whose requests are costly gets fewer of them, whatever their count.
 * Never refuses (the request is done); the client's next request finds the debt.
 */
export function chargeSearchWork(
  client: string,
  checks: number,
  budget: SearchBudget = SEARCH_BUDGET,
  nowMs = Date.now(),
): void {
  const tokens = Math.floor(checks / CHECKS_PER_TOKEN);
  if (tokens <= 0) return;
  const bucket = refilled(client, budget, nowMs);
  bucket.tokens = Math.max(-budget.burst, bucket.tokens - tokens);
}

/** The tokens a search's estimated work (work-estimate.ts, document checks) costs up front. */
export const tokensForChecks = (checks: number) => Math.floor(checks / CHECKS_PER_TOKEN);

/**
 * After a search that paid `reserved` tokens for its estimated work before it ran: charges what it
 * really did (`checks`) instead, giving back what the estimate took too much (up to a full bucket) or
 * taking what it took too little (down to a burst of debt).
 */
export function settleSearchWork(
  client: string,
  reserved: number,
  checks: number,
  budget: SearchBudget = SEARCH_BUDGET,
  nowMs = Date.now(),
): void {
  const difference = reserved - tokensForChecks(checks);
  if (difference === 0) return;
  const bucket = refilled(client, budget, nowMs);
  bucket.tokens = Math.max(-budget.burst, Math.min(budget.burst, bucket.tokens + difference));
}
