import { telHref } from '@forecourt/contracts';
import type { LocationCardProps } from '../pages/dealerships-props.js';
import { HolidayHoursDialog } from './HolidayHoursDialog.js';

/** One location: name, address with map link, phone, opening hours and the holiday hours dialog. */
export function LocationCard({ location }: { location: LocationCardProps }) {
  return (
    <article className="ct-location" aria-labelledby={`ct-loc-${location.id}`}>
      <h3 id={`ct-loc-${location.id}`}>{location.name}</h3>
      <p className="ct-location__kind">{location.kind}</p>
      <p>
        {location.address}
        <br />
        <a href={location.mapUrl} target="_blank" rel="noopener noreferrer">
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
