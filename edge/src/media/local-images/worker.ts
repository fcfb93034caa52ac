/**
 * The local image Worker: what Cloudflare Images does in production, for `npm start`, the e2e server
 * and the tests. It runs in its own workerd process (its own `wrangler dev`, or its own Miniflare in
 * tests/support/platform.ts) because the WebAssembly codec holds a thread for 0.27–1.6 s a photo with no
 * await point: inside the edge's process it stalled every dealer's requests (workerd runs all Workers
 * of one process on one thread). For the same reason it reads the source photo from R2 itself (protocol.ts,
 * POST /variant): locally R2 is JavaScript in the process that binds it, so reading sources in the edge's
 * process held every dealer's requests too. Both processes persist R2 in the same directory; only the
 * edge writes it (docs/ARCHITECTURE-NOTES.md "Decisions worth knowing"). Keeping it out
 * of the edge also keeps the codecs out of the production edge bundle. Never deployed
 * (local-images.wrangler.jsonc has no environments).
 */
import { readSource, SOURCE_REFUSALS, type SourceRefusal } from '../source-check.js';
import {
  LOCAL_TRANSFORM_PATH,
  LOCAL_VARIANT_PATH,
  LocalTransformQuerySchema,
  type LocalVariantQuery,
  LocalVariantQuerySchema,
  localFormat,
  REFUSED_HEADER,
  VARIANT_HEADER,
} from './protocol.js';
import { decode, encode, scaleToWidth } from './wasm-codec.js';

type Env = { FILES: R2Bucket };

/** Throws when the codec cannot read the source (answered as a 415: the source image could not be read). */
async function transform(source: ArrayBuffer, from: 'jpeg' | 'webp', w: number, q: number, fm: string) {
  const format = localFormat(fm);
  const pixels = await scaleToWidth(await decode(source, from), w);
  return { body: await encode(pixels, format, q), contentType: `image/${format}` };
}

/**
 * The edge writes the same SQLite store from its own process, and workerd sets no busy timeout: a read
 * that meets a write fails at once ("database is locked"). Try again, briefly.
 */
async function readSourceRetrying(bucket: R2Bucket, key: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readSource(bucket, key);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }
}

const refused = (reason: SourceRefusal) =>
  new Response(null, { status: SOURCE_REFUSALS[reason].status, headers: { [REFUSED_HEADER]: reason } });

async function variant(env: Env, query: LocalVariantQuery): Promise<Response> {
  const source = await readSourceRetrying(env.FILES, query.src);
  if ('refused' in source) return refused(source.refused);
  const { bytes, sniffed } = source;
  const original = (kind: string) =>
    new Response(bytes, { headers: { 'content-type': `image/${sniffed.format}`, [VARIANT_HEADER]: kind } });
  if (query.mode === 'original') return original('original-busy');
  if (sniffed.format !== 'jpeg' && sniffed.format !== 'webp') return original('original-transform-failed');
  let out: Awaited<ReturnType<typeof transform>>;
  try {
    out = await transform(bytes, sniffed.format, query.w, query.q, query.fm);
  } catch (error) {
    console.error('[local-images] transform failed', query.src, error);
    return refused('unreadable');
  }
  return new Response(out.body, { headers: { 'content-type': out.contentType, [VARIANT_HEADER]: 'computed' } });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'POST') return new Response('Not found', { status: 404 });
    const params = Object.fromEntries(url.searchParams);
    if (url.pathname === LOCAL_VARIANT_PATH) {
      const query = LocalVariantQuerySchema.safeParse(params);
      if (!query.success) return new Response('Bad variant parameters', { status: 400 });
      return variant(env, query.data);
    }
    if (url.pathname !== LOCAL_TRANSFORM_PATH) return new Response('Not found', { status: 404 });
    // POST /transform?w&q&fm&in, body: the source bytes → the variant (the seed's demo variants).
    const query = LocalTransformQuerySchema.safeParse(params);
    if (!query.success) return new Response('Bad transform parameters', { status: 400 });
    const { w, q, fm, in: from } = query.data;
    try {
      const out = await transform(await request.arrayBuffer(), from, w, q, fm);
      return new Response(out.body, { headers: { 'content-type': out.contentType } });
    } catch (error) {
      console.error('[local-images] transform failed', error);
      return new Response('The source image could not be read', { status: 415 });
    }
  },
};
