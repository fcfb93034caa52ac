import zlib from 'node:zlib';

/**
 * Compressed HTML that still streams. The runtime's own compression (a Response with
 * `Content-Encoding: gzip` and the default encodeBody 'automatic', and Cloudflare's front line /
 * Miniflare's entry Worker for a body without Content-Encoding) never flushes mid-body: measured in
 * workerd, only the 10-byte gzip header leaves until the whole page is written, so the head and
 * header would wait for the slowest remote. Web CompressionStream has no flush either. node:zlib
 * (native zlib/brotli in workerd with nodejs_compat) does: we compress here and flush whenever the
 * page stream pauses, and send the bytes as they are (encodeBody 'manual').
 */
export type HtmlEncoding = 'gzip' | 'br';

/**
 * gzip whenever the request takes it, else br, else null (identity). Not the client's own order: a
 * Worker never sees the browser's Accept-Encoding — Cloudflare's front line (and Miniflare's entry
 * Worker, which emulates it) sends every request on with `Accept-Encoding: br, gzip` and re-encodes
 * the answer for the client when they differ, reading the whole body first (measured locally: the
 * early flush is lost). Chromium lists gzip first, so a gzip answer passes through untouched and
 * streams; a br answer would be transcoded to gzip.
 */
export function pickEncoding(acceptEncoding: string | null | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && !(Number(q.slice(2)) > 0))) accepted.add(name);
  }
  return accepted.has('gzip') ? 'gzip' : accepted.has('br') ? 'br' : null;
}

// Brotli's default quality (11) is far too slow for a page compressed on every request.
const BROTLI_QUALITY = 5;

/**
 * Written by the page after its head and header: compressHtml sends what it has at once instead of
 * waiting for the page stream to pause, which on one thread comes only after the remotes' renders.
 */
export const FLUSH_POINT = new Uint8Array(0);

/** Compresses an HTML stream, flushing (sync flush) each time the source has nothing more queued. */
export function compressHtml(source: ReadableStream<Uint8Array>, encoding: HtmlEncoding): ReadableStream<Uint8Array> {
  const z =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip();
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  const reader = source.getReader();

  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => z.write(chunk, (error) => (error ? reject(error) : resolve())));
  const flush = () => new Promise<void>((resolve) => z.flush(flushKind, () => resolve()));

  return new ReadableStream<Uint8Array>({
    start(controller) {
      z.on('data', (c: Buffer) => controller.enqueue(new Uint8Array(c.buffer, c.byteOffset, c.byteLength)));
      z.on('end', () => controller.close());
      z.on('error', (error) => controller.error(error));
      (async () => {
        let next = reader.read();
        for (;;) {
          const chunk = await next;
          if (chunk.done) break;
          // An empty chunk is the page's flush point (FLUSH_POINT): what it has written leaves now.
          if (chunk.value.byteLength === 0) {
            await flush();
            next = reader.read();
            continue;
          }
          await write(chunk.value);
          next = reader.read();
          // Nothing queued behind this chunk (the page waits on a remote): send what we have now.
          if (await stillPending(next)) await flush();
        }
        z.end();
      })().catch((error: unknown) => {
        z.destroy();
        controller.error(error);
      });
    },
    cancel(reason) {
      z.destroy();
      return reader.cancel(reason);
    },
  });
}

/** True when `p` has not settled after one macrotask: chunks already queued settle within microtasks. */
function stillPending(p: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), 0);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A streamed page response, compressed for the client's Accept-Encoding (identity when it takes
 * neither gzip nor br). Varies on Accept-Encoding so no shared cache mixes the two.
 */
export function encodeStreamedHtml(response: Response, acceptEncoding: string | null | undefined): Response {
  const encoding = pickEncoding(acceptEncoding);
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  if (!encoding || !response.body) return new Response(response.body, { status: response.status, headers });
  headers.set('content-encoding', encoding);
  return new Response(compressHtml(response.body, encoding), {
    status: response.status,
    headers,
    encodeBody: 'manual',
  });
}
