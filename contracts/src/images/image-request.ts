import * as z from 'zod';
import { DEFAULT_IMAGE_QUALITY } from '../constants/limits.js';
import { ALL_IMAGE_WIDTHS, DEFAULT_IMAGE_FORMAT, IMAGE_FORMATS } from './cdn-url.js';

// Its own module: a schema at module level stays in every browser bundle that imports its module
// (the zod stub cannot be proven pure), and the shell's bootstrap uses cdn-url.ts.
/**
 * The query of a CDN image request, for the edge to validate (`w` must be a served width).
 *
 * @example
 * ImageRequestSchema.parse({ src: '/a.jpg', w: '640' }); // { src: '/a.jpg', w: 640, q: 75, fm: 'webp' }
 */
export const ImageRequestSchema = z.object({
  src: z.string().min(1),
  w: z.coerce
    .number()
    .int()
    .refine((w) => ALL_IMAGE_WIDTHS.includes(w), 'w must be a served image width'),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_IMAGE_QUALITY),
  fm: z.enum(IMAGE_FORMATS).default(DEFAULT_IMAGE_FORMAT),
});
export type ImageRequest = z.infer<typeof ImageRequestSchema>;
