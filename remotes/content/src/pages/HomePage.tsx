import { groupThousands } from '@forecourt/contracts';
import { HistoryTimeline } from '../components/HistoryTimeline.js';
import { LatestReviews } from '../components/LatestReviews.js';
import { StockSummary } from '../components/StockSummary.js';
import { staticFragment } from '../components/static-fragment.js';
import type { HomePageProps } from './home-props.js';

/** The dealer's home page: hero, stock summary, featured links, reviews and (group site) history. */
export function HomePage(props: HomePageProps) {
  return (
    <div className="ct-home" {...staticFragment(props.timeline.length === 0)}>
      <section className="ct-hero">
        <div className="ct-container ct-hero__inner">
          <h1>{props.siteName}</h1>
          <p className="ct-hero__lead">{props.tagline}</p>
          <p className="ct-hero__actions">
            <a className="fc-btn fc-btn--accent" href={props.links.search}>
              Browse {groupThousands(props.stock.count)} vehicles
            </a>
            <a className="fc-btn fc-btn--ghost" href={props.links.contact}>
              Contact us
            </a>
          </p>
          {props.reviews && props.reviews.count > 0 ? (
            <p className="ct-hero__reviews">
              <span aria-hidden="true">★</span> {props.reviews.average_rating} from{' '}
              {groupThousands(props.reviews.count)} reviews
            </p>
          ) : null}
        </div>
      </section>
      <div className="ct-container">
        <StockSummary stock={props.stock} vehicleNoun={props.vehicleNoun} />
        <section className="ct-section" aria-labelledby="ct-featured">
          <h2 id="ct-featured">How can we help?</h2>
          <ul className="ct-tiles">
            {props.featured.map((f) => (
              <li key={f.href}>
                <a className="ct-tile" href={f.href}>
                  <strong>{f.label}</strong>
                  <span>{f.text}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        {props.latestReviews.length > 0 && props.reviews ? (
          <LatestReviews reviews={props.latestReviews} summary={props.reviews} />
        ) : null}
        {props.timeline.length > 0 ? <HistoryTimeline entries={props.timeline} /> : null}
      </div>
    </div>
  );
}
export default HomePage;
