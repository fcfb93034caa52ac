/**
 * pnpm bench:stock — a 10,000-row stock feed through the importer behind `pnpm ops stock import`
 * (infra/stock) into a local D1 (Miniflare, the same SQLite D1 `npm start` uses). Three runs on the scale
 * set's largest tenant (10,000 cars):
 *   1. a new dealer's first full feed: every row a new car (photos queued);
 *   2. the same feed again: every row unchanged (nothing written but the plan);
 *   3. a daily full feed: 10% repriced, 2% gone (marked sold), 1% new.
 * Prints rows, read (CSV parse) / plan (zod per row + matching) / write (D1) times and rows per second.
 * Env: BENCH_ROWS (10000).
 */
import type { Car, SiteConfig } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { importStock } from '@forecourt/infra/stock';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { migrate } from '../../edge/test-support/migrate.js';
import { feedCsv, feedRow } from '../support/stock-feed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const NOW = Date.now();

const tenant = iterateTenants({
  now: NOW,
  validate: false,
  scale: { tenants: 1, cars: ROWS, largest: ROWS, reviewsPerTenant: 0 },
}).next().value!;
const site = tenant.site as SiteConfig;
const cars = tenant.cars as Car[];

const mf = new Miniflare(
  convertV4MiniflareOptions({
    workers: [
      { name: 'd1', modules: true, script: 'export default { fetch: () => new Response("") }', d1Databases: ['DB'] },
    ],
  } as never),
);
const db = await mf.getD1Database('DB');
await migrate(db);

async function run(label: string, csv: string, full: boolean) {
  const started = performance.now();
  const r = await importStock(db as never, site, { name: 'feed.csv', text: csv }, { full, now: NOW });
  const total = performance.now() - started;
  console.log(
    `${label.padEnd(34)} rows ${String(r.rows).padStart(6)}  new ${String(r.created).padStart(5)}  updated ${String(r.updated).padStart(5)}  unchanged ${String(r.unchanged).padStart(5)}  sold ${String(r.sold).padStart(4)}  photos ${String(r.photosQueued).padStart(6)}  refused ${r.errors.length}` +
      `  | read ${r.ms.read} ms, plan ${r.ms.plan} ms, write ${r.ms.write} ms, total ${Math.round(total)} ms (${Math.round((r.rows / total) * 1000)} rows/s)`,
  );
}

const first = feedCsv(cars.map((c) => feedRow(c)));
console.log(`stock import bench: ${ROWS} rows, ${(first.length / 1e6).toFixed(1)} MB CSV, site ${site.slug}`);
await run('1. first full feed (all new)', first, true);
await run('2. same feed again (no change)', first, true);
const daily = feedCsv([
  ...cars
    .filter((_, i) => i % 50 !== 0)
    .map((c, i) => (i % 10 === 0 ? feedRow(c, { price: Math.round(c.price * 0.97) }) : feedRow(c))),
  ...cars.slice(0, Math.floor(ROWS / 100)).map((c, i) => feedRow(c, { stocknum: `DAILY-${i}`, vin: '' })),
]);
await run('3. daily full feed (10%/2%/1%)', daily, true);
console.log(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
await mf.dispose();
