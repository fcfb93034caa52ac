/**
 * pnpm bench:lighthouse — mobile Lighthouse (default emulation: Moto G Power, slow 4G, 4× CPU) in
 * Debian's Chromium on each tenant × page, against a platform already serving on BENCH_ORIGIN_PORT
 * (default 8787: `npm start`; or the e2e server). Prints performance, accessibility, SEO, FCP, LCP,
 * TBT, CLS and the bytes transferred (all resources; the HTML document alone), then on a second line
 * the main-thread work — issue 36's metric, Lighthouse's `mainthread-work-breakdown`: the page
 * renderer's main-thread task time of an unthrottled load × 4 (simulated throttling) — by group
 * (script evaluation, parse/compile, GC, style & layout, HTML/CSS parsing, paint, other) and
 * `bootup-time` (script time by URL, summed).
 * Lighthouse is not a dependency of the repo (~200 packages): install it anywhere
 * (`npm i -g lighthouse@12`, or in a scratch folder) and point LIGHTHOUSE_BIN at its CLI if it is not
 * on PATH.
 *   BENCH_LH_TENANTS=harbourside,ridgeway-toyota  BENCH_LH_PAGES=/search,/  (defaults: all nine, /search)
 *                    `{car}` and `{location}` stand for the tenant's first car and first location page
 *                    (e.g. BENCH_LH_PAGES=/,/search,{car},/contact: the tenant × page matrix of bench:edge)
 *   BENCH_LH_RUNS=3  runs each page N times and prints the run with the median score (a shared machine
 *                    moves single runs by several points), with the scores of all runs
 *   BENCH_LH_KEEP=dir  keeps each run's JSON report there (to attribute: long tasks, layout shifts…) and
 *                      its trace (<name>.trace.json: DevTools opens it; what "other" holds)
 *   BENCH_LH_BUSY=4    spins that many busy loops (child processes) for the whole run: "a loaded machine"
 *                      reproducibly; the load average is printed at the start, per row and at the end
 * Each page is requested once before Lighthouse loads it (as bench:mainthread does), so the local
 * platform's first render of it (its cache fill, on this machine's cores) does not run beside the phone's
 * main thread during the measured load: the figure is the page's work, not the origin's. With
 * BENCH_LH_RUNS > 1 the work line ends with the median of the runs and their spread (min–max).
 * `cpu×4` beside it: the same trace's main-thread tasks by their thread (CPU) time × 4 (trace-work.ts).
 * Lighthouse's figure is their wall time × 4: on this 2-core machine that includes the time the renderer
 * waits for a core held by the browser, GPU and network processes, Lighthouse and the local platform —
 * 2–2.6× the CPU figure on a quiet machine (2026-11-28). cpu×4 is what the page asks of a phone's core.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { dataPaths } from './edge-matrix.js';
import { ORIGIN_PORT, requireOrigin } from './origin.js';
import { summariseTrace, type TraceEvent } from './trace-work.js';

const PORT = ORIGIN_PORT;
await requireOrigin(PORT);
const BIN = process.env.LIGHTHOUSE_BIN ?? 'lighthouse';
const TENANTS = (
  process.env.BENCH_LH_TENANTS ??
  'harbourside,ridgeway-toyota,redline-motorcycles,outback-campers,roadhaul-trucks,flexdrive,cityhop,tasman-motors,lakeside-auto'
).split(',');
const PAGES = (process.env.BENCH_LH_PAGES ?? '/search').split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 1));
const KEEP = process.env.BENCH_LH_KEEP;
const BUSY = Math.max(0, Number(process.env.BENCH_LH_BUSY ?? 0));

type Audit = {
  numericValue?: number;
  details?: { items?: { url: string; transferSize?: number; group?: string; duration?: number }[] };
};
type Report = { categories: Record<string, { score: number }>; audits: Record<string, Audit> };

const perf = (r: Report) => Math.round((r.categories.performance?.score ?? 0) * 100);
const work = (r: Report) => r.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;
/** mainthread-work-breakdown's groups (their ids), in the order printed. */
const WORK_COLUMNS = [
  [null, '  total'],
  ['scriptEvaluation', ' script'],
  ['scriptParseCompile', 'compile'],
  ['garbageCollection', '     GC'],
  ['styleLayout', ' style&layout'],
  ['parseHTML', 'parse'],
  ['paintCompositeRender', 'paint'],
  ['other', '  other'],
] as const;
function workLine(r: Report) {
  const items = r.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (id: string) => items.find((i) => i.group === id)?.duration ?? 0;
  return WORK_COLUMNS.map(([id, label]) => (id ? group(id) : work(r)).toFixed(0).padStart(label.length)).join(' ');
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
// Busy loops standing in for a loaded machine (each a process of its own: one core's worth of demand).
const busy: ChildProcess[] = Array.from({ length: BUSY }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
if (BUSY) await new Promise((r) => setTimeout(r, 5000)); // the load average lags: let it rise first
const dir = mkdtempSync(join(tmpdir(), 'forecourt-lh-'));
if (KEEP) mkdirSync(KEEP, { recursive: true });
console.log(
  `mobile Lighthouse (${BIN}), Chromium ${CHROMIUM_EXECUTABLE}, origin port ${PORT}, ${RUNS} run(s) each, ` +
    `${BUSY} busy loop(s), load average at start ${load()}`,
);
console.log(
  ['page'.padEnd(32), 'perf', 'a11y', ' seo', '  FCP s', '  LCP s', ' TBT ms', '   CLS', ' total KB', ' html KB'].join(
    ' ',
  ) + (RUNS > 1 ? '  runs (perf)' : ''),
);
console.log(
  `  main-thread work ms (×4 simulated): ${WORK_COLUMNS.map(([, label]) => label).join(' ')}  bootup  cpu×4` +
    (RUNS > 1 ? '  runs (work)' : '') +
    '  load',
);

/** One plain request for the page (Node does not resolve *.localhost: the Host header says it). */
const warm = (tenant: string, path: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent: false, headers: { host: `${tenant}.localhost` } }, (res) =>
        res.resume().on('end', resolve),
      )
      .on('error', reject);
  });

function lighthouse(url: string, out: string): Report {
  execFileSync(
    BIN,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,seo',
      '--save-assets',
      // BENCH_LH_CHROME_FLAGS: e.g. the tag hosts mapped to tag-stand-in.ts (issue 15).
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')} ${process.env.BENCH_LH_CHROME_FLAGS ?? ''}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_EXECUTABLE }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const trace = JSON.parse(readFileSync(out.replace(/\.json$/, '-0.trace.json'), 'utf8')) as
    | TraceEvent[]
    | { traceEvents: TraceEvent[] };
  cpuOf.set(report, summariseTrace(Array.isArray(trace) ? trace : trace.traceEvents, 4, true).cpu);
  return report;
}
/** Each report's main-thread CPU time × 4, from its trace. */
const cpuOf = new WeakMap<Report, number>();

try {
  for (const tenant of TENANTS) {
    const found = PAGES.some((p) => p.startsWith('{')) ? await dataPaths(PORT, tenant) : null;
    for (const page of PAGES) {
      const path = page === '{car}' ? found?.car : page === '{location}' ? found?.location : page;
      if (!path) {
        console.log(`${tenant}${page}: not found on the tenant's pages`);
        continue;
      }
      const url = `http://${tenant}.localhost:${PORT}${path}`;
      const runs: Report[] = [];
      await warm(tenant, path);
      for (let i = 0; i < RUNS; i++) {
        const out = join(dir, 'report.json');
        runs.push(lighthouse(url, out));
        if (KEEP) {
          const name = join(KEEP, `${tenant}${path.replace(/\W+/g, '_')}-${i + 1}`);
          copyFileSync(out, `${name}.json`);
          copyFileSync(join(dir, 'report-0.trace.json'), `${name}.trace.json`);
        }
      }
      // The run with the median performance score stands for the page (its figures belong together).
      const r = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor((runs.length - 1) / 2)]!;
      const score = (c: string) => String(Math.round((r.categories[c]?.score ?? 0) * 100)).padStart(4);
      const num = (a: string) => r.audits[a]?.numericValue ?? Number.NaN;
      const items = r.audits['network-requests']?.details?.items ?? [];
      const total = items.reduce((s, i) => s + (i.transferSize ?? 0), 0);
      const doc = items.find((i) => i.url.startsWith(url))?.transferSize ?? Number.NaN;
      console.log(
        [
          `${tenant}${path}`.padEnd(32),
          score('performance'),
          score('accessibility'),
          score('seo'),
          (num('first-contentful-paint') / 1000).toFixed(2).padStart(7),
          (num('largest-contentful-paint') / 1000).toFixed(2).padStart(7),
          num('total-blocking-time').toFixed(0).padStart(7),
          num('cumulative-layout-shift').toFixed(3).padStart(6),
          (total / 1024).toFixed(1).padStart(9),
          (doc / 1024).toFixed(1).padStart(8),
        ].join(' ') + (RUNS > 1 ? `  ${runs.map(perf).join(' ')}` : ''),
      );
      const bootup = (r.audits['bootup-time']?.numericValue ?? Number.NaN).toFixed(0).padStart(6);
      const cpus = runs.map((x) => cpuOf.get(x) ?? Number.NaN).sort((a, b) => a - b);
      const cpu = `${(cpus[Math.floor(cpus.length / 2)] ?? Number.NaN).toFixed(0).padStart(6)}`;
      const all = runs.map(work).sort((a, b) => a - b);
      const median = all[Math.floor(all.length / 2)]!;
      const works =
        RUNS > 1
          ? `  ${runs.map((x) => work(x).toFixed(0)).join(' ')} (median ${median.toFixed(0)}, ${all[0]!.toFixed(0)}–${all.at(-1)!.toFixed(0)})`
          : '';
      console.log(`  main-thread work ms (×4 simulated): ${workLine(r)} ${bootup} ${cpu}${works}  ${load()}`);
    }
  }
  console.log(`load average at end ${load()}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  for (const b of busy) b.kill();
}
