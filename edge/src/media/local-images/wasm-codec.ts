/**
 * The local image codec: MozJPEG / libwebp / Rust resize compiled to WebAssembly (the @jsquash
 * packages, from Squoosh), run inside workerd. Production transforms with Cloudflare Images instead
 * (image-transform.ts); this is what `wrangler dev`, `npm start` and the tests use. Its WebAssembly
 * modules are compiled by wrangler at upload, never from bytes at request time (Workers forbid that).
 *
 * Outputs JPEG and WebP. AVIF is not encoded here: libavif's encoder is ~3 MB of WebAssembly and
 * seconds per photo, so an AVIF request gets WebP (the response's content-type says so).
 */

import type { PhotoFormat } from '@forecourt/contracts';
import JPEG_DEC from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import JPEG_ENC from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import resize, { initResize } from '@jsquash/resize';
import RESIZE from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import WEBP_DEC from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import WEBP_ENC_SIMD from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode';

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };
export type EncodedFormat = 'jpeg' | 'webp';

// jsquash builds ImageData results; workerd has no ImageData class (jsquash's own shim is only set up
// by some of its modules, and only once one has loaded).
if (!(globalThis as { ImageData?: unknown }).ImageData) {
  (globalThis as { ImageData?: unknown }).ImageData = class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  };
}

let ready: Promise<unknown> | undefined;
/** Instantiates every codec once per isolate (the first transform pays it: the "cold" figure). */
const init = () =>
  (ready ??= Promise.all([
    initJpegDecode(JPEG_DEC),
    initJpegEncode(JPEG_ENC),
    initWebpDecode(WEBP_DEC),
    // workerd always has WebAssembly SIMD, so jsquash picks its SIMD build: give it that module.
    initWebpEncode(WEBP_ENC_SIMD),
    initResize(RESIZE),
  ]));

/** Decodes a JPEG or WebP source (PNG sources are refused before they get here). */
export async function decode(bytes: ArrayBuffer, format: PhotoFormat): Promise<Pixels> {
  await init();
  if (format === 'jpeg') return (await decodeJpeg(bytes)) as Pixels;
  if (format === 'webp') return (await decodeWebp(bytes)) as Pixels;
  throw new Error(`the local codec does not decode ${format}`);
}

/** Scales to `width` keeping the aspect ratio (never up: a narrower source keeps its size). */
export async function scaleToWidth(pixels: Pixels, width: number): Promise<Pixels> {
  if (width >= pixels.width) return pixels;
  await init();
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
  return (await resize(pixels as never, { width, height, method: 'triangle' })) as Pixels;
}

export async function encode(pixels: Pixels, format: EncodedFormat, quality: number): Promise<ArrayBuffer> {
  await init();
  return format === 'jpeg'
    ? encodeJpeg(pixels as never, { quality })
    : encodeWebp(pixels as never, { quality, method: 2 });
}
