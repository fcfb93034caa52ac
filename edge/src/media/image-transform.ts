/**
 * Resizes and re-encodes one photo. Two engines, one contract:
 *  - production: the Cloudflare Images binding (`images` in wrangler.jsonc's environments, env.IMAGES).
 *    It takes the R2 object's bytes directly (no URL to expose, unlike fetch with cf.image, which
 *    transforms only what it fetches over HTTP and would need the photo at a public URL first) and
 *    encodes AVIF too;
 *  - local (`npm start`, the e2e server, the tests): the local image Worker at LOCAL_IMAGES_URL
 *    (local-images/worker.ts, its own workerd process), JPEG and WebP out.
 * With neither, there is no transformer: the caller serves the original photo.
 */
import type { ImageFormat, SniffedImage } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { LOCAL_TRANSFORM_PATH, localFormat } from './local-images/protocol.js';

/** The transformer could not read the source (as opposed to being unreachable or slow). */
export class UnreadableImage extends Error {}

export type Transformed = { body: ArrayBuffer; contentType: string; format: string; engine: string };

/** A local transform that takes longer than this is abandoned (the caller serves the original). */
const LOCAL_TIMEOUT_MS = 15_000;

/** Whether this deployment can transform photos at all. */
export const canTransform = (env: Env): boolean => Boolean(env.IMAGES || (__LOCAL_CODE__ && env.LOCAL_IMAGES_URL));

/** The format an answer will be in, known before transforming (it is part of the variant's key). */
export const outputFormat = (env: Env, fm: ImageFormat): string => (env.IMAGES ? fm : localFormat(fm));

export async function transformPhoto(
  env: Env,
  source: ArrayBuffer,
  sniffed: SniffedImage,
  options: { width: number; quality: number; format: ImageFormat },
): Promise<Transformed> {
  if (env.IMAGES) {
    const bytes = new Response(source).body as ReadableStream<Uint8Array>;
    const result = await env.IMAGES.input(bytes)
      // scale-down: never enlarges a narrower photo (the local codec does the same)
      .transform({ width: options.width, fit: 'scale-down' })
      .output({ format: `image/${options.format}`, quality: options.quality });
    const body = await new Response(result.image()).arrayBuffer();
    return { body, contentType: result.contentType(), format: options.format, engine: 'cloudflare-images' };
  }
  if (!__LOCAL_CODE__) throw new Error('no Images binding');
  const url = new URL(LOCAL_TRANSFORM_PATH, env.LOCAL_IMAGES_URL);
  url.search = new URLSearchParams({
    w: String(options.width),
    q: String(options.quality),
    fm: options.format,
    in: sniffed.format,
  }).toString();
  const res = await fetch(url, { method: 'POST', body: source, signal: AbortSignal.timeout(LOCAL_TIMEOUT_MS) });
  if (res.status === 415) throw new UnreadableImage('the local image Worker could not read the source');
  if (!res.ok) throw new Error(`local image Worker answered ${res.status}`);
  const format = localFormat(options.format);
  return { body: await res.arrayBuffer(), contentType: `image/${format}`, format, engine: 'local-wasm' };
}
