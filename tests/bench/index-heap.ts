/**
 * pnpm bench:index-heap — the heap one compact search index takes (issue 37), measured rather than
 * accounted: BENCH_HEAP_CARS (200) cars of one scale tenant are indexed, encoded as a snapshot, then
 * BENCH_HEAP_COPIES (200) copies decoded as an isolate restores them and each asked bench:scale's queries
 * (11 keywords, the 11 sidebar facets). Prints the heap per index (V8 used heap + ArrayBuffers, after a
 * full GC, over the copies) beside the budget's accounting (index-size.ts), restored only and queried.
 * Then the restore's own cost, what a cold search pays beyond reading the object: decode (copies of the
 * snapshot decoded one by one) and decode + the first query (bench:scale's page query, its columns decoded
 * on first use), p50/p95 over the copies, with the load average (times move with the machine's load).
 * Runs in Node (V8 as in workerd): `node --expose-gc`, which the script re-execs itself with.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { carDocumentFromJson, SEARCH_INDEX_SETTINGS, SIDEBAR_FACETS } from '@forecourt/contracts';
import { iterateTenants, type ScaleOptions } from '@forecourt/infra/demo';
import { SearchIndex } from '../../edge/src/search/engine.js';
import { decodeSnapshot, encodeSnapshot } from '../../edge/src/search/index-snapshot.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(0);
}
const CARS = Number(process.env.BENCH_HEAP_CARS ?? 200);
const COPIES = Number(process.env.BENCH_HEAP_COPIES ?? 200);
const FACETS = SIDEBAR_FACETS.slice(0, 11).map((f) => f.attribute);
const KEYWORDS = ['', 'suv', 'toyota', 'hybrid', 'ute', 'white', 'mazda cx', 'diesel', 'hatch', 'automatic', 'kia'];

const scale = { tenants: 1, cars: CARS, totals: [CARS], reviewsPerTenant: 0 } as ScaleOptions;
const [tenant] = iterateTenants({ now: Date.now(), scale, validate: false });
if (!tenant) throw new Error('no scale tenant');
const names = new Map(tenant.site.dealerships.map((d) => [d.id, d.name]));
const docs = tenant.cars.flatMap((car) => {
  const doc = carDocumentFromJson(JSON.stringify(car), (c) => names.get(c.dealership_id) ?? null);
  return doc ? [doc] : [];
});
const bytes = encodeSnapshot(new SearchIndex(docs, SEARCH_INDEX_SETTINGS.cars), 'heap', Date.now());

function measure(queried: boolean) {
  const parts = () => {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    return [m.heapUsed, m.arrayBuffers];
  };
  const [heapBefore, buffersBefore] = parts();
  const before = (heapBefore as number) + (buffersBefore as number);
  const held = Array.from({ length: COPIES }, () => {
    const restored = decodeSnapshot(bytes.slice().buffer, {
      key: 'heap',
      now: Date.now(),
      settings: SEARCH_INDEX_SETTINGS.cars,
    });
    if ('ignored' in restored) throw new Error(restored.ignored);
    if (queried) for (const q of KEYWORDS) restored.index.plan({ q, facets: FACETS, limit: 21 }, null);
    return restored;
  });
  const [heapAfter, buffersAfter] = parts();
  const real = ((heapAfter as number) + (buffersAfter as number) - before) / COPIES;
  const buffers = ((buffersAfter as number) - (buffersBefore as number)) / COPIES;
  const accounted = held.reduce((sum, r) => sum + r.size.bytes, 0) / COPIES;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB (${Math.round(n / docs.length)} B a car)`;
  console.log(
    `${queried ? 'queried ' : 'restored'}: heap ${kb(real)} (ArrayBuffers ${(buffers / 1024).toFixed(1)} KB), accounted ${kb(accounted)}`,
  );
}

console.log(
  `${docs.length} cars, snapshot ${bytes.length} bytes (${Math.round(bytes.length / docs.length)} B a car), ${COPIES} copies`,
);
measure(false);
measure(true);

/** Restore time, ms a copy: decode only, and decode + bench:scale's first query (keyword, 11 facets, 21 hits). */
function restoreTimes() {
  const decode: number[] = [];
  const first: number[] = [];
  for (let k = 0; k < COPIES; k++) {
    const buffer = bytes.slice().buffer;
    const t0 = performance.now();
    const restored = decodeSnapshot(buffer, { key: 'heap', now: Date.now(), settings: SEARCH_INDEX_SETTINGS.cars });
    const t1 = performance.now();
    if ('ignored' in restored) throw new Error(restored.ignored);
    restored.index.plan({ q: KEYWORDS[k % KEYWORDS.length], facets: FACETS, limit: 21 }, null);
    decode.push(t1 - t0);
    first.push(performance.now() - t0);
  }
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1] ?? 0;
  const ms = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms`;
  console.log(
    `restore: decode ${ms(decode)}; decode + first query ${ms(first)} (load ${(loadavg()[0] ?? 0).toFixed(2)})`,
  );
}
restoreTimes();
