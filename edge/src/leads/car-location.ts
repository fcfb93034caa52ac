import { bookableLocations, carLocations, type FormDefinition, type SiteConfig } from '@forecourt/contracts';
import { CAR_ID_PATTERN, findSiteCar } from '../cars/site-car.js';
import type { Env } from '../env.js';

/**
 * Issue 34: a test drive of a car is booked where the car is. A save of the test drive form naming a
 * car and a location that does not hold it (contracts carLocations) gets this location_id message (the
 * route answers 400 and stores nothing); null when it is fine. Not refused:
 * - no car or no location named, or another form;
 * - a car that holds no bookable location (the form could offer none of its locations: the dealer
 *   arranges it);
 * - a car that cannot be looked up (search down): a lead is never lost to a check that could not run
 *   (leads/lead-car.ts does the same); an unknown car is refused there, on car_id.
 */
export async function carLocationRefusal(
  env: Env,
  site: SiteConfig,
  form: Pick<FormDefinition, 'id'>,
  lead: Readonly<Record<string, unknown>>,
): Promise<Record<string, string> | null> {
  if (form.id !== 'test-drive') return null;
  const carId = String(lead.car_id ?? '');
  const locationId = String(lead.location_id ?? '');
  if (!CAR_ID_PATTERN.test(carId) || !/^\d{1,12}$/.test(locationId)) return null;
  const car = await findSiteCar(env, site, Number(carId)).catch((error: unknown) => {
    console.error('[leads] car look-up for the test drive location failed; not checked', carId, error);
    return null;
  });
  if (!car) return null;
  const bookable = new Set(bookableLocations(site.locations, 'test_drive').map((l) => l.id));
  const holding = carLocations(car, site.locations).filter((l) => bookable.has(l.id));
  if (holding.length === 0 || holding.some((l) => String(l.id) === locationId)) return null;
  const names = holding.map((l) => l.name).join(' or ');
  return { location_id: `This vehicle is at ${names}. Please choose that location for your test drive.` };
}
