import { groupThousands } from '@forecourt/contracts';
import type { ReviewCard } from '../pages/review-cards.js';

/** The latest well-rated reviews (SPEC §9: rating 4 and up, 12 shown) in a scrollable row. */
export function LatestReviews({
  reviews,
  summary,
}: {
  reviews: ReviewCard[];
  summary: { count: number; average_rating: string };
}) {
  return (
    <section className="ct-section" aria-labelledby="ct-reviews">
      <h2 id="ct-reviews">What our customers say</h2>
      <p>
        Rated {summary.average_rating} out of 5 from {groupThousands(summary.count)} reviews.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for the keyboard to scroll it */}
      <section className="ct-reviews-scroll" aria-label="Reviews (scroll sideways)" tabIndex={0}>
        <ul className="ct-reviews">
          {reviews.map((r) => (
            <li key={r.id} className="ct-review">
              <p className="ct-review__stars" role="img" aria-label={`${r.rating} out of 5 stars`}>
                {'★'.repeat(Math.round(r.rating))}
                {'☆'.repeat(5 - Math.round(r.rating))}
              </p>
              {r.text ? <p className="ct-review__text">{r.text}</p> : null}
              <p className="ct-review__by">
                {r.name} · <time dateTime={r.date}>{r.when}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
