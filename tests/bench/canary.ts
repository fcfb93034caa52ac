/**
 * pnpm bench:canary — a bad release under shopper traffic, from its self-judging canary's start to its
 * rollback by the edge's cron. A car-detail version that fails for about half the cars
 * (tests/support/faulty-remotes.ts failsForSomeCars) is started with `routing canary --auto` (default
 * steps: 1 dealer first); shopper page views (home, dealerships and car pages of every demo dealer,
 * BENCH_CONCURRENCY at a time, loopback only) run without pause while the scheduled handler runs every
 * BENCH_CRON_MS (the deployed cron runs every 10 minutes). Stops at the rollback or after BENCH_MAX_S.
 * Prints: time to rollback, cron ticks, page views in between and how many of them showed a fallback,
 * and the audit entry's reason. No asserts. BENCHMARKS.md records the figures.
 * Uses the builds of tests/.artifacts (FORECOURT_BUILD=1 builds them first).
 */
import { REMOTES, releaseDir } from '../support/artifacts.js';
import { auditLog, canaries, runCron, shopperPaths, startAutoCanary, traffic } from '../support/canary-drive.js';
import { failsForSomeCars } from '../support/faulty-remotes.js';
import { DEFAULT_DEPLOYMENTS, startPlatform } from '../support/platform.js';

const CRON_MS = Number(process.env.BENCH_CRON_MS ?? 2000);
const MAX_S = Number(process.env.BENCH_MAX_S ?? 90);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BAD = '9.9.0';
const NOW = Date.now();
const TENANTS = ['harbourside', 'ridgeway-toyota', 'lakeside-auto', 'tasman-motors', 'cityhop', 'redline-motorcycles'];
const CAR_DETAIL = REMOTES.find((r) => r.name === 'car-detail')!.version;

const p = await startPlatform({
  tenants: TENANTS,
  now: NOW,
  vars: { HTML_CACHE: 'off', KV_MEMO_MS: '0' },
  slots: { CAR_DETAIL_B: { script: failsForSomeCars(BAD), wraps: releaseDir('car-detail', 'a') } },
  deployments: { ...DEFAULT_DEPLOYMENTS, 'car-detail': { a: CAR_DETAIL, b: BAD } },
});
try {
  const paths = shopperPaths(TENANTS, 3, NOW);
  // Warm-up: the default version's own health over the lookback window (as a live site has).
  await traffic(p, paths, CONCURRENCY);
  await runCron(p);
  const started = Date.now();
  console.log(
    (await startAutoCanary(p, 'car-detail', BAD, { steps: 'one,10,50,100', windowMs: 30 * 60_000 })).join('\n'),
  );
  let stop = false;
  let pages = 0;
  let fallbacks = 0;
  const shoppers = (async () => {
    while (!stop) {
      const r = await traffic(p, paths, CONCURRENCY);
      pages += r.pages;
      fallbacks += r.fallbacks;
    }
  })();
  let ticks = 0;
  let rolledBackAt: number | null = null;
  while (Date.now() - started < MAX_S * 1000) {
    await new Promise((r) => setTimeout(r, CRON_MS));
    await runCron(p);
    ticks++;
    if ((await canaries(p))['car-detail']?.status === 'rolled-back') {
      rolledBackAt = Date.now();
      break;
    }
  }
  const seen = { pages, fallbacks };
  stop = true;
  await shoppers;
  const entry = (await auditLog(p)).find((e) => e.command.includes('--auto: rollback'));
  console.log(
    `\nload: ${TENANTS.length} dealers, ${paths.length} pages a round, ${CONCURRENCY} at a time; cron every ${CRON_MS} ms`,
  );
  console.log(
    rolledBackAt
      ? `bad release -> rollback: ${rolledBackAt - started} ms, ${ticks} cron ticks`
      : `no rollback within ${MAX_S} s (${ticks} ticks)`,
  );
  console.log(`page views in between: ${seen.pages}, with a fallback: ${seen.fallbacks}`);
  console.log(`audit: ${entry ? `${entry.command} — ${entry.reason}` : '(none)'}`);
} finally {
  await p.dispose();
}
