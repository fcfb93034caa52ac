import type { VehicleBasePath } from '../site/site-config.schema.js';

/**
 * SPEC §2: the car detail path under the site's vehicle base path (/cars, /motorcycles, /campers).
 *
 * @example
 * carPath('2021-toyota-corolla-abc123', '/motorcycles'); // '/motorcycles/2021-toyota-corolla-abc123'
 */
export function carPath(slug: string, basePath: VehicleBasePath = '/cars'): string {
  return `${basePath}/${encodeURIComponent(slug)}`;
}

/**
 * SPEC §2: reserve / buy online path of a car ('checkout' or 'buy-online').
 *
 * @example
 * carCheckoutPath('abc', '/cars', 'buy-online'); // '/cars/abc/buy-online'
 */
export function carCheckoutPath(
  slug: string,
  basePath: VehicleBasePath = '/cars',
  kind: 'checkout' | 'buy-online' = 'checkout',
): string {
  return `${carPath(slug, basePath)}/${kind}`;
}

/**
 * SPEC §2: the checkout journey path.
 *
 * @example
 * checkoutJourneyPath('abc'); // '/checkout-journey?car_id=abc'
 */
export function checkoutJourneyPath(slug: string): string {
  return `/checkout-journey?car_id=${encodeURIComponent(slug)}`;
}

/**
 * SPEC §2: the trade-in path for a car, under the site's vehicle base path.
 *
 * @example
 * carTradeInPath(42, '/motorcycles'); // '/motorcycles/trade-in?car_id=42'
 */
export function carTradeInPath(carId: number | string, basePath: VehicleBasePath = '/cars'): string {
  return `${basePath}/trade-in?car_id=${encodeURIComponent(String(carId))}`;
}

/**
 * SPEC §2/§4: the vehicle enquiry form for a car (the forms page looks the car up by car_id); `quick`
 * is the search card's Quick Enquiry.
 *
 * @example
 * carEnquiryPath(42); // '/contact?car_id=42'
 * carEnquiryPath(42, { quick: true }); // '/contact?car_id=42&enquiry=quick'
 */
export function carEnquiryPath(carId: number | string, options: { quick?: boolean } = {}): string {
  return `/contact?car_id=${encodeURIComponent(String(carId))}${options.quick ? '&enquiry=quick' : ''}`;
}

/**
 * SPEC §2: the test drive form for a car.
 *
 * @example
 * carTestDrivePath(42); // '/book-test-drive?car_id=42'
 */
export function carTestDrivePath(carId: number | string): string {
  return `/book-test-drive?car_id=${encodeURIComponent(String(carId))}`;
}

/**
 * SPEC §2 'Find Me Something Similar': a search for the same make and model.
 *
 * @example
 * similarCarsPath({ make: 'Mazda', model: 'CX-5' }); // '/search?make=Mazda&model=CX-5'
 */
export function similarCarsPath(car: { make: string; model: string }): string {
  return `/search?make=${encodeURIComponent(car.make)}&model=${encodeURIComponent(car.model)}`;
}
