import { LocationCard } from '../components/LocationCard.js';
import type { LocationPageProps } from './location-props.js';

/** /our-locations/{...}: one location — address and map link, phone, hours, holiday hours, reviews, contact. */
export function LocationPage(props: LocationPageProps) {
  const { location } = props;
  return (
    <div className="ct-container ct-location-page">
      <h1>{location.name}</h1>
      {props.reviews ? (
        <p className="ct-location-page__reviews">
          {`Rated ${props.reviews.average} out of 5 from ${props.reviews.count.toLocaleString('en')} reviews`}
        </p>
      ) : null}
      <LocationCard location={location} standalone />
      <p className="ct-location-page__links">
        {props.contactHref ? (
          <a className="fc-btn" href={props.contactHref}>
            Contact {location.name}
          </a>
        ) : null}
        <a href="/dealerships">All our dealerships</a>
      </p>
    </div>
  );
}
export default LocationPage;
