import { LatestReviews } from '../components/LatestReviews.js';
import { LocationCard } from '../components/LocationCard.js';
import type { LocationPageProps } from './location-props.js';

/** /our-locations/{...}: one location — address and map link, phone, hours, holiday hours, contact, reviews. */
export function LocationPage(props: LocationPageProps) {
  const { location } = props;
  return (
    <div className="ct-container ct-location-page">
      <h1>{location.name}</h1>
      <LocationCard location={location} standalone />
      <p className="ct-location-page__links">
        {props.contactHref ? (
          <a className="fc-btn" href={props.contactHref}>
            Contact {location.name}
          </a>
        ) : null}
        <a href="/dealerships">All our dealerships</a>
      </p>
      {props.reviews && props.latestReviews.length > 0 ? (
        <LatestReviews reviews={props.latestReviews} summary={props.reviews} />
      ) : null}
    </div>
  );
}
export default LocationPage;
