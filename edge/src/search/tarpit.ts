/**
 * A client over its search budget waits before its 429 (a tarpit). Answering a refusal at once costs
 * little per request, but a script on a few keep-alive connections then sends the next one at once:
 * ~1,800 refusals a second from 10 connections kept the isolate's thread busy enough to triple another
 * tenant's p99 (BENCHMARKS.md, noisy neighbours). Holding the answer costs no CPU in a Worker (a timer;
 * the unread body stays in the socket), and a closed-loop client on N connections then sends at most
 * N requests per delay. It does nothing against an open-loop sender with many connections: those are
 * held only up to `maxHeld` per isolate and answered at once after that; in production such volume is
 * for the WAF rate-limiting rule in front of the Worker (docs/OPERATIONS.md).
 */
export type TarpitLimits = { delayMs: number; maxHeld: number };

/** The default: a second (the 429's Retry-After), at most 256 requests held per isolate. */
export const TARPIT: TarpitLimits = { delayMs: 1000, maxHeld: 256 };

let held = 0;

/** Requests held in this isolate now. */
export const heldRequests = () => held;

/**
 * Waits `delayMs` before a refusal, unless `maxHeld` requests are already waiting (then at once, so
 * held requests can never exhaust the isolate). Resolves true when it held the request.
 */
export async function tarpit(limits: TarpitLimits = TARPIT): Promise<boolean> {
  if (limits.delayMs <= 0 || held >= limits.maxHeld) return false;
  held++;
  try {
    await new Promise((resolve) => setTimeout(resolve, limits.delayMs));
  } finally {
    held--;
  }
  return true;
}

/** SEARCH_TARPIT "delayMs/maxHeld" (e.g. "1000/256"; "0/0" turns it off); the default when absent or malformed. */
export function parseTarpit(raw: string | undefined): TarpitLimits {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(raw?.trim() ?? '');
  if (!match) return TARPIT;
  return { delayMs: Number(match[1]), maxHeld: Number(match[2]) };
}
