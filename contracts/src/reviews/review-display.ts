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

/**
 * A site's review summary from its dealerships' counts and average ratings (SPEC §3 dealerships[]
 * review_count, average_rating): total count and the count-weighted average, one decimal, as the
 * string SPEC's review lists carry.
 *
 * @example
 * reviewSummary([{ review_count: 10, average_rating: '4.0' }, { review_count: 30, average_rating: '5.0' }]);
 * // { count: 40, average_rating: '4.8' }
 */
export function reviewSummary(dealerships: readonly { review_count: number; average_rating: string }[]): {
  count: number;
  average_rating: string;
} {
  let count = 0;
  let sum = 0;
  for (const d of dealerships) {
    const rating = Number(d.average_rating);
    if (!Number.isFinite(rating) || d.review_count <= 0) continue;
    count += d.review_count;
    sum += rating * d.review_count;
  }
  return { count, average_rating: count === 0 ? '0.0' : (sum / count).toFixed(1) };
}
