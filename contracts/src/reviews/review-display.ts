import { REVIEW_MIN_RATING, REVIEWS_SHOWN } from '../constants/limits.js';
import type { Review } from './review.schema.js';

/**
 * SPEC §9 reviews shown: those rated at least the minimum (4), up to 12.
 *
 * @example
 * shownReviews(list.reviews).length; // <= 12
 */
export function shownReviews<R extends Pick<Review, 'rating'>>(
  reviews: readonly R[],
  options: { minRating?: number; limit?: number } = {},
): R[] {
  const min = options.minRating ?? REVIEW_MIN_RATING;
  return reviews.filter((r) => r.rating >= min).slice(0, options.limit ?? REVIEWS_SHOWN);
}
