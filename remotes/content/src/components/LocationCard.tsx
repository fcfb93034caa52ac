import { EVENT_IDS, telHref } from '@forecourt/contracts';
import type { LocationCardProps } from '../pages/location-card-props.js';
import { HolidayHoursDialog } from './HolidayHoursDialog.js';

/**
 * One location: name, address with map link, phone, opening hours and the holiday hours dialog. In the
 * directory its name is an h3 linking to the location's own page; on that page the h1 names it.
 */
export function LocationCard({
  location,
  standalone = false,
  origin = '',
}: {
  location: LocationCardProps;
  standalone?: boolean;
  /** Another site's page showing the card (embed/LocationCard.tsx) links to the dealer's origin. */
  origin?: string;
}) {
  return (
    <article className="ct-location" aria-labelledby={`ct-loc-${location.id}`}>
      {standalone ? (
        <h2 id={`ct-loc-${location.id}`}>Visit us</h2>
      ) : (
        <h3 id={`ct-loc-${location.id}`}>
          <a href={`${origin}/our-locations/${location.slug}`}>{location.name}</a>
        </h3>
      )}
      <p className="ct-location__kind">{location.kind}</p>
      <p>
        {location.address}
        <br />
        <a href={location.mapUrl} target="_blank" rel="noopener noreferrer" data-track-event={EVENT_IDS.MAPS_CLICK}>
          View on map
        </a>
      </p>
      {location.phone ? (
        <p>
          <a href={telHref(location.phone)}>{location.phone}</a>
        </p>
      ) : null}
      {location.hours.length > 0 ? (
        <dl className="ct-hours" aria-label={`Opening hours of ${location.name}`}>
          {location.hours.map((h) => (
            <div key={h.label} className={h.isToday ? 'ct-hours__row ct-hours__row--today' : 'ct-hours__row'}>
              <dt>{h.label}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {location.holiday.days.length > 0 ? <HolidayHoursDialog holiday={location.holiday} /> : null}
    </article>
  );
}
