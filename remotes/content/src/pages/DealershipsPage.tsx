import { LocationCard } from '../components/LocationCard.js';
import { NearestFinder } from '../components/NearestFinder.js';
import type { DealershipsPageProps } from './dealerships-props.js';

/**
 * /dealerships and /dealerships/all: locations grouped, each with address, phone and hours; with a
 * searched postcode (Australian sites), every location nearest first instead.
 */
export function DealershipsPage(props: DealershipsPageProps) {
  return (
    <div className="ct-container ct-dealerships">
      <h1>{props.heading}</h1>
      {props.finder ? <NearestFinder finder={props.finder} /> : null}
      {props.finder?.results
        ? null
        : props.groups.map((g) => (
            <section key={g.key} className="ct-section" aria-labelledby={`ct-group-${g.key}`}>
              <h2 id={`ct-group-${g.key}`}>{g.title}</h2>
              <ul className="ct-locations">
                {g.locations.map((l) => (
                  <li key={l.id}>
                    <LocationCard location={l} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      <p>
        <a href={props.otherLink.href}>{props.otherLink.label}</a>
      </p>
    </div>
  );
}
export default DealershipsPage;
