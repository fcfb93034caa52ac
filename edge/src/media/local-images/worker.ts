/**
 * The local image Worker: what Cloudflare Images does in production, for `npm start`, the e2e server
 * and the tests. It runs in its own workerd process (its own `wrangler dev`, or its own Miniflare in
 * tests/support/platform.ts) because the WebAssembly codec holds a thread for 0.27–1.6 s a photo with no
 * await point: inside the edge's process it stalled every dealer's requests (workerd runs all Workers
 * of one process on one thread). Keeping it out of the edge also keeps the codecs out of the production
 * edge bundle. Never deployed (local-images.wrangler.jsonc has no environments).
 *
 *   POST /transform?w=<px>&q=<1-100>&fm=<jpeg|webp|avif|png>&in=<jpeg|webp>  body: the source bytes
 *   → 200 the variant (content-type says its format: JPEG or WebP, as wasm-codec.ts encodes)
 */
import { LOCAL_TRANSFORM_PATH, LocalTransformQuerySchema } from './protocol.js';
import { decode, encode, scaleToWidth } from './wasm-codec.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== LOCAL_TRANSFORM_PATH || request.method !== 'POST')
      return new Response('Not found', { status: 404 });
    const query = LocalTransformQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return new Response('Bad transform parameters', { status: 400 });
    const { w, q, fm, in: source } = query.data;
    const format = fm === 'jpeg' ? 'jpeg' : 'webp';
    try {
      const pixels = await scaleToWidth(await decode(await request.arrayBuffer(), source), w);
      return new Response(await encode(pixels, format, q), { headers: { 'content-type': `image/${format}` } });
    } catch (error) {
      console.error('[local-images] transform failed', error);
      return new Response('The source image could not be read', { status: 415 });
    }
  },
};
