/**
 * The Accept-Encoding the client sent. Cloudflare's front line (and Miniflare's entry Worker, which
 * emulates it) hands the Worker `Accept-Encoding: br, gzip` whatever the client sent, and keeps the
 * client's own value in `request.cf.clientAcceptEncoding` ("" when it sent none). Choosing an encoding
 * from the rewritten header sent gzip to curl, monitors and crawlers that asked for none: every
 * encoding decision (pages, HEAD, /_shell and /_remotes assets) reads the client's value here.
 * Read once per request: workerd builds `request.cf` anew on each access (a CPU profile of a cached page
 * showed it as the largest single cost of a hit).
 */
const read = new WeakMap<Request, string | null>();

export function clientAcceptEncoding(request: Request): string | null {
  const known = read.get(request);
  if (known !== undefined) return known;
  const original = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf?.clientAcceptEncoding;
  const value =
    typeof original === 'string' ? (original === '' ? null : original) : request.headers.get('accept-encoding');
  read.set(request, value);
  return value;
}
