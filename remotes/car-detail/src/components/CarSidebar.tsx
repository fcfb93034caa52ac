import type { CarPageProps } from '../pages/car-props.js';
import { CallBox } from './CallBox.js';

type Found = Extract<CarPageProps, { kind: 'car' }>;

/** The car page's side column: call box, 'Interested in this vehicle?', the location, the dealer's stock. */
export function CarSidebar({ p }: { p: Found }) {
  const { car, actions } = p;
  return (
    <aside className="cd-side">
      {p.call ? <CallBox call={p.call} carId={car.id} /> : null}
      {car.available && (actions.reserve || actions.tradeIn) ? <Interested p={p} /> : null}
      {p.location ? <Location location={p.location} mapsClick={p.events.mapsClick} /> : null}
      <p>
        <a className="cd-btn cd-btn--ghost cd-btn--full" href={p.dealerHref}>
          See more from this dealer
        </a>
      </p>
    </aside>
  );
}

function Interested({ p }: { p: Found }) {
  const { actions } = p;
  return (
    <section className="cd-interested" aria-labelledby="cd-interested">
      <h2 id="cd-interested">{p.copy.interested}</h2>
      {[actions.reserve?.href, actions.tradeIn].map((href, i) =>
        href ? (
          <a key={href} className="cd-interested__item" href={href}>
            <strong>{p.copy.interestedItems[i]?.[0]}</strong>
            <span>{p.copy.interestedItems[i]?.[1]}</span>
          </a>
        ) : null,
      )}
    </section>
  );
}

function Location({ location, mapsClick }: { location: NonNullable<Found['location']>; mapsClick: number }) {
  return (
    <section className="cd-location" id="cd-location" aria-labelledby="cd-location-title">
      <h2 id="cd-location-title">{location.name}</h2>
      <p>{location.address}</p>
      <p className="cd-location__today">
        <span>Today</span> {location.today}
      </p>
      {location.phone ? <p>{location.phone}</p> : null}
      <p>
        <a href={location.mapUrl} target="_blank" rel="noopener noreferrer" data-track-event={mapsClick}>
          View on map
        </a>
      </p>
    </section>
  );
}
