/**
 * `/cdn/image` for a site's stored photos (`src=/media/photos/…`): the photo from R2 resized and
 * re-encoded (SPEC §9 width, quality, format), each variant computed once and kept in R2 beside it.
 * The photo is always the request's own site's (photo-store.ts): another dealer's key is unreachable.
 */
import { type ImageRequest, servedImageQuality } from '@forecourt/contracts';
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
import { canTransform, outputFormat, transformPhoto, transformsLocally } from './image-transform.js';
import { localVariant } from './local-variant.js';
import { photoKey, variantKey } from './photo-store.js';
import { readSource, SOURCE_REFUSALS, type SourceRefusal } from './source-check.js';

/** Variants are immutable for their key; a browser keeps one a day, a shared cache a week. */
const CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

/** A photo that cannot be served: the API error body, its status saying why (404, 413, 415, 422). */
const refuse = (c: Context<AppContext>, status: 404 | 413 | 415 | 422, message: string) =>
  errorResponse(new ApiError('image_refused', message, {}, status), c);
const refuseSource = (c: Context<AppContext>, reason: SourceRefusal) =>
  refuse(c, SOURCE_REFUSALS[reason].status, SOURCE_REFUSALS[reason].message);

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
  // Served uncached (the browser still shows a picture; a later request may get the variant).
  const original = (bytes: ArrayBuffer | ReadableStream, contentType: string, variant: string) =>
    c.body(bytes, 200, { 'content-type': contentType, 'cache-control': 'no-store', 'x-image-variant': variant });
  const readOriginal = async (variant: string) => {
    const source = await readSource(c.env.FILES, photoKey(site, path));
    if ('refused' in source) return refuseSource(c, source.refused);
    return original(source.bytes, `image/${source.sniffed.format}`, variant);
  };

  if (transformsLocally(c.env)) {
    const answer = await localVariant(c, photoKey(site, path), request, quality);
    if (answer.kind === 'refused') return refuseSource(c, answer.reason);
    if (answer.kind === 'failed') return readOriginal(answer.variant);
    const contentType = answer.res.headers.get('content-type') ?? 'application/octet-stream';
    if (answer.variant !== 'computed') return original(answer.res.body as ReadableStream, contentType, answer.variant);
    return storeAndServe(
      c,
      key,
      { body: await answer.res.arrayBuffer(), contentType, engine: 'local-wasm' },
      answer.ms,
    );
  }

  // Production: the Images binding (image-transform.ts); with no transformer, the original.
  const source = await readSource(c.env.FILES, photoKey(site, path));
  if ('refused' in source) return refuseSource(c, source.refused);
  const { bytes, sniffed } = source;
  if (!canTransform(c.env)) return original(bytes, `image/${sniffed.format}`, 'original-no-transformer');
  let out: Awaited<ReturnType<typeof transformPhoto>>;
  const started = Date.now();
  try {
    out = await transformPhoto(c.env, bytes, { width: request.w, quality, format: request.fm });
  } catch (error) {
    console.error('[cdn] transform failed', key, error);
    // the transformer was unreachable or too slow
    return original(bytes, `image/${sniffed.format}`, 'original-transform-failed');
  }
  return storeAndServe(c, key, out, Date.now() - started);
}

/** A computed variant: kept in R2 for every later request (after the answer), and served. */
async function storeAndServe(
  c: Context<AppContext>,
  key: string,
  out: { body: ArrayBuffer; contentType: string; engine: string },
  ms: number,
): Promise<Response> {
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
