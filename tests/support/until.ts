/**
 * Polls `fn` until `ok` accepts its value or `ms` have passed, and returns the last value either way
 * (the caller asserts on it, so a timeout fails with the value seen rather than a bare timeout).
 */
export async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000, everyMs = 50): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
