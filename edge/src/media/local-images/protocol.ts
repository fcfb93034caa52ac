/** What the edge (and the seed) and the local image Worker (worker.ts) say to each other. */
import { IMAGE_FORMATS } from '@forecourt/contracts';
import * as z from 'zod';

/** POST the source bytes, get the variant's (the seed's demo variants: infra/demo/demo-variants.ts). */
export const LOCAL_TRANSFORM_PATH = '/transform';

const variantParams = {
  w: z.coerce.number().int().min(1).max(4096),
  q: z.coerce.number().int().min(1).max(100),
  fm: z.enum(IMAGE_FORMATS),
};

export const LocalTransformQuerySchema = z.object({
  ...variantParams,
  /** The source's format (sniffed by the caller); PNG sources are refused before they get here. */
  in: z.enum(['jpeg', 'webp']),
});
export type LocalTransformQuery = z.infer<typeof LocalTransformQuerySchema>;

/**
 * POST with no body: the Worker reads the source photo `src` from R2 (the FILES bucket, the same persisted
 * store as the edge's), checks it (source-check.ts) and answers either
 *  - mode=transform: the variant (the edge stores it: only the edge writes the store), or
 *  - mode=original: the source itself (the edge's transform gate was full: local-variant.ts).
 * The 200 answer says which in VARIANT_HEADER (computed, original-busy, original-transform-failed); a
 * refused source answers its status (404, 413, 415) with the reason (source-check.ts) in REFUSED_HEADER.
 * The edge builds the key from the request's own site (photo-store.ts); the Worker listens on loopback.
 */
export const LOCAL_VARIANT_PATH = '/variant';
export const VARIANT_HEADER = 'x-image-variant';
export const REFUSED_HEADER = 'x-image-refused';

export const LocalVariantQuerySchema = z.object({
  ...variantParams,
  src: z.string().regex(/^sites\/[^/]+\/photos\//),
  mode: z.enum(['transform', 'original']),
});
export type LocalVariantQuery = z.infer<typeof LocalVariantQuerySchema>;

/** The format the local codec answers with for a requested one (it encodes JPEG and WebP only). */
export const localFormat = (fm: string): 'jpeg' | 'webp' => (fm === 'jpeg' ? 'jpeg' : 'webp');
