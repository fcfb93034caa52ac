import zlib from 'node:zlib';
import { type HtmlEncoding, pickEncoding } from './compress-html.js';

/**
 * A cached page's body, stored compressed (issue 36 item 3: a cached page at the speed of a static file).
 * Compressing a complete body on every request cost a cached page half to two thirds of its throughput;
 * it is now compressed once, when stored, and the stored bytes go out as they are (encodeBody 'manual':
 * the runtime does not encode them again).
 *
 * - gzip is what is stored (the HTML cache's L1 and L2): the encoding the edge picks whenever the client
 *   takes it (compress-html.ts pickEncoding), so nearly every hit sends the stored bytes.
 * - br (a client refusing gzip) is made from it on first use and kept with the L1 entry. Web
 *   CompressionStream has no brotli in workerd (gzip, deflate, deflate-raw); node:zlib (nodejs_compat) has.
 * - identity (a client taking neither: curl, monitors) is the stored gzip decompressed for that request.
 */
export type StoredBody = { gzip: Uint8Array; br?: Uint8Array };

// Done once per stored page (at most every HTML_TTL_S per page): the highest levels are affordable.
const GZIP_LEVEL = 9;
const BROTLI_QUALITY = 9;

const bytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** The body as stored: gzip of the complete page. */
export function storedBody(identity: Uint8Array): StoredBody {
  return { gzip: bytes(zlib.gzipSync(identity, { level: GZIP_LEVEL })) };
}

/** The bytes (and their Content-Encoding, null for identity) a client with this Accept-Encoding gets. */
export function bodyFor(body: StoredBody, encoding: HtmlEncoding | null): Uint8Array {
  if (encoding === 'gzip') return body.gzip;
  const identity = bytes(zlib.gunzipSync(body.gzip));
  if (encoding === null) return identity;
  body.br ??= bytes(
    zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  return body.br;
}

/**
 * A cached page as sent for the client's Accept-Encoding (`acceptEncoding` null: identity): the stored
 * bytes with their Content-Encoding, never encoded again; `Vary: Accept-Encoding` as the streamed pages.
 * Also the bytes sent and their encoding (compose/hot-pages.ts keeps an encoded one).
 */
export function cachedPageResponse(
  body: StoredBody,
  headers: Headers,
  acceptEncoding: string | null,
): { response: Response; sent: Uint8Array; encoding: HtmlEncoding | null } {
  const encoding = pickEncoding(acceptEncoding);
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'accept-encoding');
  if (encoding) headers.set('content-encoding', encoding);
  else headers.delete('content-encoding');
  const sent = bodyFor(body, encoding);
  const response = new Response(sent, {
    status: 200,
    headers,
    ...(encoding ? { encodeBody: 'manual' as const } : {}),
  });
  return { response, sent, encoding };
}
