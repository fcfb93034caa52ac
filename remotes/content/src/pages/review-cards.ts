import { type Review, shownReviews } from '@forecourt/contracts';

/** A review as the review row shows it. */
export type ReviewCard = { id: number; name: string; rating: number; text: string | null; when: string; date: string };

/**
 * SPEC §9: the reviews a page shows (rating 4 and up, 12 at most, as loaded: newest first by review_date).
 * The row says when the review was written (review_date and its words), the date they are ordered by:
 * created_at (when the dealer's system imported it, up to days later) made the order look shuffled.
 */
export function reviewCards(reviews: readonly Review[]): ReviewCard[] {
  return shownReviews(reviews).map((r) => ({
    id: r.id,
    name: r.customer_name,
    rating: r.rating,
    text: r.text,
    when: r.review_date_in_words,
    date: r.review_date,
  }));
}
