import { expect, it } from 'vitest';
import { reviewSummary, shownReviews } from './review-display.js';

// SPEC §9: "review minimum rating 4; reviews shown quantity 12"
it('keeps reviews rated 4 or more, at most 12', () => {
  const reviews = [3.9, 4, 5, ...Array.from({ length: 20 }, () => 5)].map((rating, id) => ({ id, rating }));
  const shown = shownReviews(reviews);
  expect(shown).toHaveLength(12);
  expect(shown[0]).toEqual({ id: 1, rating: 4 });
  expect(shownReviews(reviews, { minRating: 5, limit: 2 }).map((r) => r.id)).toEqual([2, 3]);
});

it('review summary: "A review list carries count and average_rating (string)", weighted by count', () => {
  expect(
    reviewSummary([
      { review_count: 10, average_rating: '4.0' },
      { review_count: 30, average_rating: '5.0' },
    ]),
  ).toEqual({ count: 40, average_rating: '4.8' });
  // dealerships without reviews or with a broken rating do not count
  expect(
    reviewSummary([
      { review_count: 0, average_rating: '5.0' },
      { review_count: 5, average_rating: 'n/a' },
      { review_count: 2, average_rating: '3.5' },
    ]),
  ).toEqual({ count: 2, average_rating: '3.5' });
  expect(reviewSummary([])).toEqual({ count: 0, average_rating: '0.0' });
});
