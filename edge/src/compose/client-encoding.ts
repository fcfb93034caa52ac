/**
 * The Accept-Encoding the client sent. Cloudflare's front line (and Miniflare's entry Worker, which
 * emulates it) hands the Worker `Accept-Encoding: br, gzip` whatever the client sent, and keeps the
 * client's own value in `request.cf.clientAcceptEncoding` ("" when it sent none). Choosing an encoding
 * from the rewritten header sent gzip to curl, monitors and crawlers that asked for none: every
 * encoding decision (pages, HEAD, /_shell and /_remotes assets) reads the client's value here.
 */
export function clientAcceptEncoding(request: Request): string | null {
  const original = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf?.clientAcceptEncoding;
  if (typeof original === 'string') return original === '' ? null : original;
  return request.headers.get('accept-encoding');
}
