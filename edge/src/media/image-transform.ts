/**
 * Resizes and re-encodes one photo. Two engines, one contract:
 *  - production: the Cloudflare Images binding (`images` in wrangler.jsonc's environments, env.IMAGES).
 *    It takes the R2 object's bytes directly (no URL to expose, unlike fetch with cf.image, which
 *    transforms only what it fetches over HTTP and would need the photo at a public URL first) and
 *    encodes AVIF too;
 *  - local (no binding, as in `wrangler dev`, `npm start` and the tests): the WebAssembly codec in
 *    wasm-codec.ts, JPEG and WebP out.
 */
import type { ImageFormat, SniffedImage } from '@forecourt/contracts';
import type { Env } from '../env.js';
import { decode, encode, scaleToWidth } from './wasm-codec.js';

export type Transformed = { body: ArrayBuffer; contentType: string; format: string; engine: string };

/** The format the local codec answers with for a requested one (it encodes JPEG and WebP only). */
const localFormat = (fm: ImageFormat): 'jpeg' | 'webp' => (fm === 'jpeg' ? 'jpeg' : 'webp');

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
  const format = localFormat(options.format);
  const pixels = await scaleToWidth(await decode(source, sniffed.format), options.width);
  const body = await encode(pixels, format, options.quality);
  return { body, contentType: `image/${format}`, format, engine: 'wasm' };
}
