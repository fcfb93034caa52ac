/**
 * Cloudflare Workers limits the release checks hold every bundle to (docs/OPERATIONS.md):
 * - size: 3 MB after compression is the Free plan's limit (Paid: 10 MB). We hold every Worker to the
 *   Free one: today's bundles are ~0.3–0.45 MB gzip, and the 3 MB bar leaves a loud margin before
 *   the Paid limit is at stake. Uncompressed, a Worker may be 64 MB on either plan.
 * - startup: the platform's startup limit is 1 s of CPU for a Worker's global scope (400 ms before
 *   2025, as we understand the published limits). Offline we can only measure workerd on this machine
 *   (`wrangler check startup`), a different CPU: we hold it to 400 ms so a slow startup is caught long
 *   before the real limit.
 * - the edge's own budget (issue 36): a deployed edge (staging, production: no local-only code) is at
 *   most 300 KiB gzip, so every isolate the busiest Worker starts loads little; release:check with an
 *   environment and `pnpm release edge` refuse a bigger one. What fills it: BENCHMARKS.md "Edge bundle".
 */
export const LIMITS = {
  gzipBytes: 3 * 1000 * 1000,
  rawBytes: 64 * 1000 * 1000,
  startupMs: 400,
  edgeGzipBytes: 300 * 1024,
} as const;
