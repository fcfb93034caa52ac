import autocannon from 'autocannon';
import { startPlatform } from '../support/platform.js';

const p = await startPlatform({ tenants: ['harbourside'], vars: { HTML_CACHE: 'on' }, port: 0 });
const port = Number(p.url.port);
for (const [host, path] of [
  ['harbourside.localhost', '/healthz'],
  ['nobody.localhost', '/'],
  ['harbourside.localhost', '/no-such'],
  ['harbourside.localhost', '/'],
]) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 50,
    duration: 3,
    headers: { host, 'accept-encoding': 'identity' },
  });
  console.log(host, path, r.requests.average, r.latency.p99);
}
await p.dispose();
