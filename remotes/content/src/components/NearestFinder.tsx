import type { DealershipsPageProps } from '../pages/dealerships-props.js';
import { LocationCard } from './LocationCard.js';

type Finder = NonNullable<DealershipsPageProps['finder']>;

/**
 * SPEC §9 nearest dealership by distance from the shopper's postcode: a plain GET form (works without
 * JavaScript; the edge sorts), its field message under the field, and the locations nearest first.
 */
export function NearestFinder({ finder }: { finder: Finder }) {
  return (
    <section className="ct-section ct-finder" aria-labelledby="ct-finder-title">
      <h2 id="ct-finder-title">Find your nearest dealership</h2>
      <form method="get" action={finder.action} className="ct-finder__form">
        <label htmlFor="ct-finder-postcode">Your postcode</label>
        <input
          id="ct-finder-postcode"
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          pattern="\d{4}"
          required
          defaultValue={finder.postcode}
          aria-invalid={finder.error ? true : undefined}
          aria-describedby={finder.error ? 'ct-finder-error' : undefined}
        />
        <button type="submit">Find nearest</button>
        {finder.error ? (
          <p id="ct-finder-error" className="ct-finder__error">
            {finder.error}
          </p>
        ) : null}
      </form>
      {finder.results ? (
        <>
          <p role="status">
            {`Nearest to ${finder.postcode}: `}
            <strong>{finder.nearest}</strong>
          </p>
          <ol className="ct-locations">
            {finder.results.map((r) => (
              <li key={r.location.id}>
                <p className="ct-finder__distance">{`${r.distance} away`}</p>
                <LocationCard location={r.location} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
