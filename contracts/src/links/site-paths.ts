/** SPEC §2 default garage path. */
export const DEFAULT_GARAGE_PATH = '/my-garage';

/**
 * SPEC §2 garage paths: /my-garage with tab=saved-cars, or a per-dealer garage path with a /saved suffix.
 *
 * @example
 * garagePaths('/my-garage'); // { garage: '/my-garage', saved: '/my-garage?tab=saved-cars' }
 * garagePaths('/myharbourside'); // { garage: '/myharbourside', saved: '/myharbourside/saved' }
 */
export function garagePaths(garagePath: string): { garage: string; saved: string } {
  return garagePath === DEFAULT_GARAGE_PATH
    ? { garage: garagePath, saved: `${garagePath}?tab=saved-cars` }
    : { garage: garagePath, saved: `${garagePath}/saved` };
}

/**
 * SPEC §2 finance link with its query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin) and
 * the #finance-form anchor; empty values are left out.
 *
 * @example
 * financePath('/finance', { car_id: 42, car_type: 'used' }); // '/finance?car_id=42&car_type=used#finance-form'
 */
export function financePath(
  base: string,
  query: Partial<
    Record<'preferredDealership' | 'vehiclePriceBudget' | 'car_id' | 'car_type' | 'vin', string | number | null>
  > = {},
): string {
  const params = Object.entries(query)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return `${base}${params.length ? `?${params.join('&')}` : ''}#finance-form`;
}

/**
 * SPEC §2: whether a path is under any of the given prefixes (chat widgets hidden on /cars,
 * /our-locations/, /checkout-journey for some dealers — site `chat.hidden_on_paths`).
 *
 * @example
 * isPathHidden('/cars/abc', ['/cars', '/checkout-journey']); // true
 */
export function isPathHidden(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => prefix !== '' && path.startsWith(prefix));
}
