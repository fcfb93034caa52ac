/**
 * pnpm bench:inp — Interaction to Next Paint (issue 36 item 2): the latency of a shopper's interactions
 * in Chromium at BENCH_INP_CPU (4) × CPU throttling (DevTools Emulation.setCPUThrottlingRate), read
 * with the Event Timing API (PerformanceObserver 'event', durationThreshold 16, and 'first-input'):
 * an interaction's latency is the longest duration among its entries (one interactionId), i.e. from
 * the input to the next paint after its handlers. For each tenant of BENCH_INP_TENANTS:
 *   /search: a filter click (a facet option), a sort change (keyboard: arrow, then Enter), a page change
 *   (Next / Previous), a card's favourite heart; the car page: opening the gallery (its main photo),
 *   the favourite heart; /contact: a multi-step form's Continue (the step's save, then its "Loading").
 * Median and spread (min–max) of BENCH_INP_RUNS (5) interactions each, and the median's parts: input
 * delay (waiting for the main thread), processing (the handlers) and presentation (render to paint).
 * An interaction that is not on a tenant's pages is skipped and says so. Below 16 ms Chromium reports
 * no entry: shown as "<16".
 * Starts its own platform (Miniflare; builds tests/.artifacts first when missing, FORECOURT_BUILD=1
 * rebuilds), or measures one already serving with BENCH_INP_ORIGIN_PORT (e.g. 8787 after `npm start`).
 * Bounded: BENCH_INP_TIMEOUT_S (900) for the whole run.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { startPlatform } from '../support/platform.js';
import { PLAN, RUNS } from './inp-interactions.js';
import { CPU, OBSERVE_EVENTS, open } from './inp-measure.js';
import { printReport, type Row } from './inp-report.js';
import { requireOrigin } from './origin.js';

const TENANTS = (process.env.BENCH_INP_TENANTS ?? 'harbourside,tasman-motors,lakeside-auto,cityhop').split(',');
const ONLY = process.env.BENCH_INP_ONLY?.split(',');
const TIMEOUT_S = Number(process.env.BENCH_INP_TIMEOUT_S ?? 900);

const watchdog = setTimeout(() => {
  console.error(`[bench] inp: gave up after ${TIMEOUT_S} s (BENCH_INP_TIMEOUT_S)`);
  process.exit(2);
}, TIMEOUT_S * 1000);
watchdog.unref();

// Two ports (say a build before and after a change) are measured in turns, interaction by interaction:
// on a shared machine both then meet the same load. BENCH_INP_LABELS names them (default: the ports).
const originPorts = process.env.BENCH_INP_ORIGIN_PORT?.split(',').filter(Boolean) ?? [];
for (const p of originPorts) await requireOrigin(Number(p));
const platform = originPorts.length ? null : await startPlatform({ tenants: TENANTS, port: 0 });
const ports = originPorts.length ? originPorts : [platform!.url.port];
const labels = process.env.BENCH_INP_LABELS?.split(',') ?? ports;
const paired = ports.length > 1;
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const loadBefore = os.loadavg()[0]!;
const rows: Row[] = [];
try {
  for (const tenant of TENANTS) {
    // Every interaction in a fresh context (nothing saved, nothing cached from another interaction).
    for (const step of PLAN)
      for (const [o, port] of ports.entries()) {
        if (ONLY && !ONLY.some((only) => step.interaction.startsWith(only))) continue;
        const base = `http://${tenant}.localhost:${port}`;
        const origin = labels[o] ?? port;
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        context.setDefaultTimeout(60_000);
        await context.addInitScript(OBSERVE_EVENTS);
        try {
          let url = `${base}/search`;
          if (step.page === 'form') url = `${base}/contact`;
          if (step.page === 'car') {
            const probe = await context.newPage();
            await probe.goto(`${base}/search`);
            const href = await probe.locator('article.sr-card a.sr-card-image').first().getAttribute('href');
            await probe.close();
            if (!href) {
              rows.push({ tenant, interaction: step.interaction, origin, samples: [], skipped: 'no car' });
              continue;
            }
            url = `${base}${href}`;
          }
          const page = await open(context, url);
          const result = await step.bench(tenant)(page);
          rows.push(
            typeof result === 'string'
              ? { tenant, interaction: step.interaction, origin, samples: [], skipped: result }
              : { tenant, interaction: step.interaction, origin, samples: result },
          );
        } catch (error) {
          rows.push({
            tenant,
            interaction: step.interaction,
            origin,
            samples: [],
            skipped: `failed: ${(error as Error).message.split('\n')[0]}`,
          });
        } finally {
          await context.close();
        }
        const r = rows.at(-1)!;
        const lat = r.samples.map((s) => s.latency);
        console.error(
          `[bench] ${tenant} ${step.interaction}${paired ? ` (${origin})` : ''}: ${r.skipped ?? lat.map((v) => v.toFixed(0)).join(' ')} ms`,
        );
      }
  }
} finally {
  await browser.close();
  await platform?.dispose();
}

printReport(rows, { cpu: CPU, runs: RUNS, paired, loadBefore, loadAfter: os.loadavg()[0]! });
process.exit(0);
