/**
 * bench/profile-page.ts — where an uncached page's CPU time goes, per Worker: V8 CPU profiles of the
 * edge, a remote and Miniflare's entry Worker (workerd's inspector), over BENCH_PROFILE_REQUESTS (100)
 * sequential gzip requests of one page with the edge HTML cache off (BENCH_PROFILE_CACHE=on: a cached page's hits). Prints each Worker's sampled
 * time a request and its top functions by self time (bottom-up), so a TTFB figure of bench:edge can be
 * attributed. BENCH_PROFILE_TENANT (ridgeway-toyota), BENCH_PROFILE_PATH (/search),
 * BENCH_PROFILE_WORKERS (edge,search-a,entry). Numbers are relative: the profiler slows what it samples.
 * Runs the builds of tests/.artifacts (FORECOURT_BUILD=1 rebuilds them first).
 */
import http from 'node:http';
import { startPlatform } from '../support/platform.js';
import { timedGet } from './http.js';

const TENANT = process.env.BENCH_PROFILE_TENANT ?? 'ridgeway-toyota';
const PATH = process.env.BENCH_PROFILE_PATH ?? '/search';
const REQUESTS = Number(process.env.BENCH_PROFILE_REQUESTS ?? 100);
const WORKERS = (process.env.BENCH_PROFILE_WORKERS ?? 'edge,search-a,entry').split(',');
const INSPECTOR_PORT = 9239;

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** A minimal DevTools protocol session over workerd's inspector WebSocket. */
async function session(target: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/${target}`);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (r: unknown) => void>();
  ws.onmessage = (e) => {
    const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg.result);
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

function summarise(name: string, profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const f = byId.get(id)?.callFrame;
    const fn = f?.functionName || '(anonymous)';
    if (fn === '(idle)' || fn === '(program)') {
      idle += dt;
      return;
    }
    total += dt;
    const key = `${fn} ${f?.url.split('/').slice(-1)[0] ?? ''}:${f?.lineNumber ?? 0}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  console.log(`\n${name}: ${(total / REQUESTS).toFixed(2)} ms of JS a request (${REQUESTS} requests)`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(ms / REQUESTS).toFixed(3).padStart(7)} ms  ${key}`);
  return idle;
}

const p = await startPlatform({
  tenants: [TENANT],
  vars: { HTML_CACHE: process.env.BENCH_PROFILE_CACHE === 'on' ? 'on' : 'off' },
  port: 0,
  inspectorPort: INSPECTOR_PORT,
});
try {
  const port = Number(p.url.port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const host = `${TENANT}.localhost`;
  for (let i = 0; i < 20; i++) await timedGet(agent, port, host, PATH, 'gzip');
  const sessions = await Promise.all(
    WORKERS.map(async (w) => ({ w, s: await session(w === 'entry' ? 'core:entry' : `core:user:${w}`) })),
  );
  for (const { s } of sessions) {
    await s.send('Profiler.enable');
    await s.send('Profiler.setSamplingInterval', { interval: 100 });
    await s.send('Profiler.start');
  }
  const t0 = performance.now();
  for (let i = 0; i < REQUESTS; i++) await timedGet(agent, port, host, PATH, 'gzip');
  console.log(`${TENANT}${PATH}: ${((performance.now() - t0) / REQUESTS).toFixed(2)} ms a request, profiled`);
  for (const { w, s } of sessions) {
    const { profile } = (await s.send('Profiler.stop')) as { profile: Profile };
    summarise(w, profile);
    s.close();
  }
  agent.destroy();
} finally {
  await p.dispose();
}
