import * as z from 'zod';
import { InfoSectionSchema } from './info-page.schema.js';

/** How many posts a page of the news index lists. */
export const NEWS_PAGE_SIZE = 12;

/**
 * A news (blog) post of a site with `blogs` on: D1 `news_posts`, one row per site and slug, listed at
 * /news newest first and shown at /news/{slug}. Plain-text sections like the information pages.
 */
export const NewsPostSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120),
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(300),
  /** ISO date of publication (the index sorts on it). */
  published: z.iso.date(),
  image_url: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'a site path or an https URL')
    .nullable()
    .default(null),
  sections: z.array(InfoSectionSchema).min(1).max(30),
});
export type NewsPost = z.infer<typeof NewsPostSchema>;
export type NewsPostInput = z.input<typeof NewsPostSchema>;
