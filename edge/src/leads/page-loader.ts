import { CAR_QUERY_KEYS, type Car, carTitle, leadCarOf, type SiteConfig } from '@forecourt/contracts';
import { CAR_ID_PATTERN, findSiteCar } from '../cars/site-car.js';
import type { Env } from '../env.js';

/** The car fields of a form's query, from the car itself: the lead's car (contracts leadCarOf) plus name and VIN. */
export function carQuery(car: Car): Record<(typeof CAR_QUERY_KEYS)[number], string> {
  const lead = leadCarOf(car);
  return {
    ...lead,
    test_drive_only: String(lead.test_drive_only),
    // the car page's own title (year, make, model, badge, series): 'Enquire about …' names the same car
    car_name: carTitle(car),
    vin: car.vin ?? '',
    // Where the car is: the test drive form preselects it (issue 34).
    location_id: String(car.location_id),
  };
}

/**
 * The query a form page renders with (the `formQuery` loader). A link needs to carry only `car_id`:
 * the car is looked up in the site's scope and its fields replace whatever the URL says about it, so the
 * form shows the real car (new → New Vehicle Enquiry). The page is not the guard: the lead API looks the
 * car up the same way on every save and files it from the car itself (leads/lead-car.ts), whatever the
 * form sends. An unknown, hidden or out-of-scope car id (or search being down) gives the plain general
 * form (every car field dropped), never an error. Without car_id the URL's query is used as it is (no look-up).
 */
export async function loadFormQuery(env: Env, site: SiteConfig, url: URL): Promise<Record<string, string>> {
  const query = Object.fromEntries(url.searchParams);
  if (query.car_id === undefined) return query;
  const rest = Object.fromEntries(
    Object.entries(query).filter(([k]) => !(CAR_QUERY_KEYS as readonly string[]).includes(k)),
  );
  // The form must work even when search does not: an unverifiable car gives the general form.
  const car = CAR_ID_PATTERN.test(query.car_id)
    ? await findSiteCar(env, site, Number(query.car_id)).catch((error: unknown) => {
        console.error('[data] form car look-up failed', error);
        return null;
      })
    : null;
  if (!car) return rest;
  const fields = Object.entries(carQuery(car)).filter(([, v]) => v !== '');
  return { ...rest, ...Object.fromEntries(fields) };
}
