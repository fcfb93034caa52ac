/**
 * `/cdn/image` for a site's stored photos (`src=/media/photos/…`): the photo from R2 resized and
 * re-encoded (SPEC §9 width, quality, format), each variant computed once and kept in R2 beside it.
 * The photo is always the request's own site's (photo-store.ts): another dealer's key is unreachable.
 */
import { type ImageRequest, servedImageQuality, sniffImage } from '@forecourt/contracts';
import type { Context } from 'hono';
import type { AppContext } from '../env.js';
import { ApiError, errorResponse } from '../http/errors.js';
import {
  budgetClient,
  newVariantBudget,
  takeNewVariant,
  VARIANTS_IN_FLIGHT,
  variantsInFlight,
} from '../routes/page-budget.js';
import { parseTarpit, tarpit } from '../search/tarpit.js';
import { kvMemoMs } from '../tenant/kv-memo.js';
import { resolveTenant } from '../tenant/resolve-tenant.js';
import { canTransform, outputFormat, transformPhoto, UnreadableImage } from './image-transform.js';
import { MAX_PHOTO_BYTES, photoKey, variantKey, withinPhotoLimits } from './photo-store.js';
import { localTransformGate, transformsInFlight } from './transform-gate.js';

/** Variants are immutable for their key; a browser keeps one a day, a shared cache a week. */
const CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

/** A photo that cannot be served: the API error body, its status saying why (404, 413, 415, 422). */
const refuse = (c: Context<AppContext>, status: 404 | 413 | 415 | 422, message: string) =>
  errorResponse(new ApiError('image_refused', message, {}, status), c);

export async function cdnPhoto(c: Context<AppContext>, path: string, request: ImageRequest): Promise<Response> {
  const tenant = await resolveTenant(c.env.SITES, new URL(c.req.url).host, kvMemoMs(c.env.KV_MEMO_MS));
  if (tenant.kind !== 'ok') return refuse(c, 404, 'No such image.');
  const site = tenant.site.slug;
  const quality = servedImageQuality(request.q);
  const format = outputFormat(c.env, request.fm);
  const key = variantKey(site, path, request.w, quality, format);

  const stored = await c.env.FILES.get(key);
  if (stored)
    return c.body(stored.body, 200, {
      'content-type': stored.httpMetadata?.contentType ?? `image/${format}`,
      'cache-control': CACHE_CONTROL,
      'x-image-variant': 'stored',
    });

  // A variant not yet computed spends one of the client's new variants, and a client waits on at most
  // VARIANTS_IN_FLIGHT at once (routes/page-budget.ts); past either, a held 429 before the photo is read.
  const client = budgetClient(site, c.req.raw);
  const release = variantsInFlight.enter(client, VARIANTS_IN_FLIGHT);
  if (!release || !takeNewVariant(client, newVariantBudget(c.env.IMAGE_RATE_LIMIT))) {
    release?.();
    await tarpit(parseTarpit(c.env.SEARCH_TARPIT));
    const refused = errorResponse(
      new ApiError('rate_limited', 'Too many new images from this device. Please wait a moment and try again.'),
      c,
    );
    refused.headers.set('retry-after', '1');
    refused.headers.set('cache-control', 'no-store');
    return refused;
  }
  try {
    return await computeVariant(c, path, request, site, key, quality);
  } finally {
    release();
  }
}

async function computeVariant(
  c: Context<AppContext>,
  path: string,
  request: ImageRequest,
  site: string,
  key: string,
  quality: number,
): Promise<Response> {
  const source = await c.env.FILES.get(photoKey(site, path));
  if (!source) return refuse(c, 404, 'No such image.');
  if (source.size > MAX_PHOTO_BYTES) return refuse(c, 413, 'The source image is too large.');
  const bytes = await source.arrayBuffer();
  // The stored bytes decide what the photo is, never its recorded content type.
  const sniffed = sniffImage(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 65536)));
  if (!sniffed) return refuse(c, 415, 'The source is not an image.');
  if (!withinPhotoLimits(sniffed.width, sniffed.height)) return refuse(c, 413, 'The source image is too large.');

  // Local transforms wait on the local image Worker: bounded per isolate (transform-gate.ts). Too many
  // waiting, or no transformer at all → the original photo, uncached (the browser still shows a picture;
  // a later request may get the variant).
  const original = (variant: string) =>
    c.body(bytes, 200, {
      'content-type': `image/${sniffed.format}`,
      'cache-control': 'no-store',
      'x-image-variant': variant,
    });
  const release = !canTransform(c.env)
    ? null
    : c.env.IMAGES
      ? () => undefined
      : localTransformGate.acquire(transformsInFlight(c.env.IMAGE_TRANSFORMS_IN_FLIGHT));
  if (!release) return original(canTransform(c.env) ? 'original-busy' : 'original-no-transformer');
  let out: Awaited<ReturnType<typeof transformPhoto>>;
  const started = Date.now();
  try {
    out = await transformPhoto(c.env, bytes, sniffed, { width: request.w, quality, format: request.fm });
  } catch (error) {
    console.error('[cdn] transform failed', key, error);
    if (error instanceof UnreadableImage) return refuse(c, 415, 'The source image could not be read.');
    return original('original-transform-failed'); // the transformer was unreachable or too slow
  } finally {
    release();
  }
  const ms = Date.now() - started;
  const put = c.env.FILES.put(key, out.body, { httpMetadata: { contentType: out.contentType } }).catch(
    (error: unknown) => console.error('[cdn] variant not stored', key, error),
  );
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put; // no execution context (unit tests)
  }
  return c.body(out.body, 200, {
    'content-type': out.contentType,
    'cache-control': CACHE_CONTROL,
    'x-image-variant': 'computed',
    'server-timing': `transform;desc="${out.engine}";dur=${ms}`,
  });
}
