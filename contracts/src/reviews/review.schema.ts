import * as z from 'zod';

/** SPEC §3 Review. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  customer_name: z.string(),
  text: z.string().nullable(),
  rating: z.number(),
  created_at_time_ago_in_words: z.string(),
  review_date: z.string(),
  review_date_in_words: z.string(),
  reply_text: z.string().nullable(),
  reply_date: z.string().nullable(),
  reply_date_in_words: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A review list carries count and average_rating (a string, as the dashboard sends it). */
export const ReviewListSchema = z.object({
  count: z.number().int(),
  average_rating: z.string(),
  reviews: z.array(ReviewSchema),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** SPEC §3 Manufacturer. logo.url may be null. */
export const ManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.object({ url: z.string().nullable() }),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;
