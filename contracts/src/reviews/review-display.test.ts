import { expect, it } from 'vitest';
import { shownReviews } from './review-display.js';

// SPEC §9: "review minimum rating 4; reviews shown quantity 12"
it('keeps reviews rated 4 or more, at most 12', () => {
  const reviews = [3.9, 4, 5, ...Array.from({ length: 20 }, () => 5)].map((rating, id) => ({ id, rating }));
  const shown = shownReviews(reviews);
  expect(shown).toHaveLength(12);
  expect(shown[0]).toEqual({ id: 1, rating: 4 });
  expect(shownReviews(reviews, { minRating: 5, limit: 2 }).map((r) => r.id)).toEqual([2, 3]);
});
