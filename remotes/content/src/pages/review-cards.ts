import { type Review, shownReviews } from '@forecourt/contracts';

/** A review as the review row shows it. */
export type ReviewCard = { id: number; name: string; rating: number; text: string | null; when: string };

/** SPEC §9: the reviews a page shows (rating 4 and up, 12 at most, as loaded: newest first). */
export function reviewCards(reviews: readonly Review[]): ReviewCard[] {
  return shownReviews(reviews).map((r) => ({
    id: r.id,
    name: r.customer_name,
    rating: r.rating,
    text: r.text,
    when: r.created_at_time_ago_in_words,
  }));
}
