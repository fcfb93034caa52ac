/** What the edge and the local image Worker (worker.ts) say to each other: one POST per variant. */
import { IMAGE_FORMATS } from '@forecourt/contracts';
import * as z from 'zod';

export const LOCAL_TRANSFORM_PATH = '/transform';

export const LocalTransformQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(4096),
  q: z.coerce.number().int().min(1).max(100),
  fm: z.enum(IMAGE_FORMATS),
  /** The source's format (sniffed by the edge); PNG sources are refused before they get here. */
  in: z.enum(['jpeg', 'webp']),
});
export type LocalTransformQuery = z.infer<typeof LocalTransformQuerySchema>;

/** The format the local codec answers with for a requested one (it encodes JPEG and WebP only). */
export const localFormat = (fm: string): 'jpeg' | 'webp' => (fm === 'jpeg' ? 'jpeg' : 'webp');
