/**
 * The edge counts rate limits in fixed windows aligned to the epoch (edge/src/http/rate-limit-store.ts): a
 * test that sends N requests and expects the (limit+1)th refused fails whenever a window boundary falls
 * among them (each window then holds fewer than the limit). Waits, when needed, until the current
 * window has at least `needMs` left; the test process and workerd share the machine's clock.
 */
export async function withinOneRateWindow(windowSeconds: number, needMs = 10_000): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
