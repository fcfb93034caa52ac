import { carTypeLabel } from '../locale/regions.js';
import { formatOdometer } from '../locale/units.js';
import type { Locale, VehicleBasePath } from '../site/site-config.schema.js';
import { isCarAvailable } from './availability.js';
import type { Car } from './car.schema.js';
import type { CarCard } from './car-card.js';
import { carCheckoutPath, carEnquiryPath, carPath, similarCarsPath } from './car-paths.js';
import { canReserve, type ReserveSite } from './reserve.js';
import { KIND_OFFERS, type VehicleKind } from './vehicle-kind.js';

/** SPEC §2: shown on a card that has none of the four facts. */
export const NO_FACTS_TEXT = 'Like this and want something similar?';

/** SPEC §2 car card action labels. */
export const CAR_ACTION_LABELS = {
  explore: 'Explore Vehicle',
  quickEnquiry: 'Quick Enquiry',
  reserve: 'Reserve This Car',
  findSimilar: 'Find Me Something Similar',
} as const;
export type CarCardAction = keyof typeof CAR_ACTION_LABELS;

/** One fact of a car card. */
export type CarFact = { label: 'Condition' | 'Transmission' | 'Odometer' | 'Fuel Type'; value: string };

/**
 * SPEC §2 card facts: Condition, Transmission, Odometer (km), Fuel Type — those with a value.
 * An empty list means the card shows 'Like this and want something similar?'.
 *
 * @example
 * carFacts(car, 'en-AU'); // [{ label: 'Condition', value: 'Used' }, …, { label: 'Odometer', value: '45,210 km' }, …]
 */
export function carFacts(
  car: Pick<Car, 'car_type' | 'simple_transmission' | 'km' | 'simple_fuel'>,
  locale: Locale,
): CarFact[] {
  const facts: CarFact[] = [
    { label: 'Condition', value: car.car_type ? carTypeLabel(car.car_type) : '' },
    { label: 'Transmission', value: car.simple_transmission?.trim() ?? '' },
    { label: 'Odometer', value: car.km > 0 ? formatOdometer(car.km, locale) : '' },
    { label: 'Fuel Type', value: car.simple_fuel?.trim() ?? '' },
  ];
  return facts.filter((f) => f.value !== '');
}

/**
 * SPEC §2/§4 card actions: Explore Vehicle, Quick Enquiry and (when eligible) Reserve This Car;
 * an unavailable car shows only Find Me Something Similar. The vehicle kind's row of KIND_OFFERS
 * decides which of them its cards may show at all (a rental or subscription card never offers Reserve).
 *
 * @example
 * carCardActions(soldCar, site); // ['findSimilar']
 * carCardActions(car, site, 'rental'); // ['explore', 'quickEnquiry']
 */
export function carCardActions(car: CarCard, site: ReserveSite, kind: VehicleKind = 'sale'): CarCardAction[] {
  if (!isCarAvailable(car)) return ['findSimilar'];
  const actions: CarCardAction[] = ['explore', 'quickEnquiry'];
  if (canReserve(car, site)) actions.push('reserve');
  const allowed: readonly CarCardAction[] = KIND_OFFERS[kind].card;
  return actions.filter((a) => allowed.includes(a));
}

/**
 * SPEC §2 where each card action goes: the car page, the quick enquiry form, the reserve page under the
 * site's vehicle base path, or a search for the same make and model.
 *
 * @example
 * carCardActionHref('reserve', car, '/motorcycles'); // '/motorcycles/2022-ducati-monster-x1/checkout'
 */
export function carCardActionHref(
  action: CarCardAction,
  car: Pick<Car, 'id' | 'slug' | 'make' | 'model'>,
  basePath: VehicleBasePath,
): string {
  switch (action) {
    case 'explore':
      return carPath(car.slug, basePath);
    case 'reserve':
      return carCheckoutPath(car.slug, basePath);
    case 'quickEnquiry':
      return carEnquiryPath(car.id, { quick: true });
    case 'findSimilar':
      return similarCarsPath(car);
  }
}
