/**
 * Resizes and re-encodes one photo. Two engines, one contract:
 *  - production: the Cloudflare Images binding (`images` in wrangler.jsonc's environments, env.IMAGES).
 *    It takes the R2 object's bytes directly (no URL to expose, unlike fetch with cf.image, which
 *    transforms only what it fetches over HTTP and would need the photo at a public URL first) and
 *    encodes AVIF too;
 *  - local (`npm start`, the e2e server, the tests): the local image Worker at LOCAL_IMAGES_URL
 *    (local-images/worker.ts, its own workerd process), JPEG and WebP out. It reads the source itself
 *    and the edge stores the variant (local-variant.ts, cdn-photo.ts), so that path never comes here.
 * With neither, there is no transformer: the caller serves the original photo.
 */
import type { ImageFormat } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { localFormat } from './local-images/protocol.js';

export type Transformed = { body: ArrayBuffer; contentType: string; format: string; engine: string };

/** Whether this deployment can transform photos at all. */
export const canTransform = (env: Env): boolean => Boolean(env.IMAGES || (__LOCAL_CODE__ && env.LOCAL_IMAGES_URL));

/** Whether variants are made by the local image Worker (local runs without the Images binding). */
export const transformsLocally = (env: Env): boolean => Boolean(__LOCAL_CODE__ && !env.IMAGES && env.LOCAL_IMAGES_URL);

/** The format an answer will be in, known before transforming (it is part of the variant's key). */
export const outputFormat = (env: Env, fm: ImageFormat): string => (env.IMAGES ? fm : localFormat(fm));

export async function transformPhoto(
  env: Env,
  source: ArrayBuffer,
  options: { width: number; quality: number; format: ImageFormat },
): Promise<Transformed> {
  if (!env.IMAGES) throw new Error('no Images binding');
  const bytes = new Response(source).body as ReadableStream<Uint8Array>;
  const result = await env.IMAGES.input(bytes)
    // scale-down: never enlarges a narrower photo (the local codec does the same)
    .transform({ width: options.width, fit: 'scale-down' })
    .output({ format: `image/${options.format}`, quality: options.quality });
  const body = await new Response(result.image()).arrayBuffer();
  return { body, contentType: result.contentType(), format: options.format, engine: 'cloudflare-images' };
}
