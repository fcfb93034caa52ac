/**
 * The abuse bench's quiet shoppers, in a thread of their own: autocannon drives the abuser from the
 * bench's main thread, and a quiet request timed on that same event loop would wait for the abuser's
 * callbacks too (its delay, not the server's). Sequential GETs on one keep-alive connection, at least
 * `n` and for at least `ms`, each from a new shopper's address (the page budgets are per client); total
 * ms per request.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript: a worker evaluated from a string runs without the bench's TypeScript loader.
const CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, host, path, n, ms, first } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (ip) => new Promise((resolve, reject) => {
  const t0 = process.hrtime.bigint();
  const req = http.request(
    { host: '127.0.0.1', port, path, agent, headers: { host, 'accept-encoding': 'gzip', 'cf-connecting-ip': ip } },
    (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    },
  );
  req.on('error', reject);
  req.end();
});
(async () => {
  const times = [];
  const start = Date.now();
  for (let i = 0; i < n || Date.now() - start < ms; i++) {
    const k = first + i;
    const r = await get('100.64.' + ((k >> 8) & 255) + '.' + (k & 255));
    if (r.status !== 200) throw new Error(host + path + ' answered ' + r.status);
    times.push(r.ms);
  }
  agent.destroy();
  parentPort.postMessage(times);
})();
`;

let shopper = 0;

/** At least n sequential requests of the quiet tenant's page for at least ms, each from a new address; their total times (ms). */
export function quietTimes(port: number, host: string, path: string, n: number, ms = 0): Promise<number[]> {
  const first = shopper;
  shopper += 100_000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { port, host, path, n, ms, first } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}
