/**
 * Serves a LOCAL STAND-IN written as a Worker module (`export default { fetch }`) over HTTP with Node, so the
 * same stand-in the integration tests run in Miniflare answers the e2e server's `wrangler dev` too.
 * It exits when the process that started it goes (infra/scripts/e2e-server.sh).
 *   node tests/support/stand-in-server.mjs <module path> <port>
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulePath, portText] = process.argv.slice(2);
const worker = (await import(pathToFileURL(resolve(modulePath)).href)).default;

createServer(async (req, res) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
  });
  const answer = await worker.fetch(request);
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}).listen(Number(portText), '127.0.0.1');

const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 2000).unref();
