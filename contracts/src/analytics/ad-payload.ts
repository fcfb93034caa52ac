/** SPEC §3 ad tracking payload for the advertising pixel. */
export type AdTrackingPayload = {
  content_ids: string[];
  contents: { id: string; quantity: number }[];
  currency: string;
  value: number;
  content_type: 'product';
  content_name: string;
  search_string?: string;
};

/**
 * SPEC §3: the ad tracking payload (content_ids, contents with quantity 1, currency AUD by default, value,
 * content_type product, content_name, search_string).
 *
 * @example
 * adTrackingPayload({ id: 42, name: '2021 Toyota Corolla', price: 25990 });
 * // { content_ids: ['42'], contents: [{ id: '42', quantity: 1 }], currency: 'AUD', value: 25990, content_type: 'product', content_name: '2021 Toyota Corolla' }
 */
export function adTrackingPayload(
  car: { id: number | string; name: string; price: number },
  options: { currency?: string; searchString?: string } = {},
): AdTrackingPayload {
  const id = String(car.id);
  return {
    content_ids: [id],
    contents: [{ id, quantity: 1 }],
    currency: options.currency ?? 'AUD',
    value: car.price,
    content_type: 'product',
    content_name: car.name,
    ...(options.searchString ? { search_string: options.searchString } : {}),
  };
}

/**
 * SPEC §3/§9: the ad payload of a submitted lead. A car lead names its car (content id car_id; the form
 * does not carry the car's price, so value is 0); any other lead names its category.
 *
 * @example
 * leadAdPayload({ car_id: '42', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla' }, 'New Vehicle Enquiry').content_name; // 'Toyota Corolla'
 */
export function leadAdPayload(fields: Record<string, unknown>, category: string): AdTrackingPayload {
  const carId = typeof fields.car_id === 'string' || typeof fields.car_id === 'number' ? String(fields.car_id) : '';
  const carName = [fields['Vehicle Make'], fields['Vehicle Model']].filter((v) => typeof v === 'string' && v).join(' ');
  if (carId) return adTrackingPayload({ id: carId, name: carName || category, price: 0 });
  return { content_ids: [], contents: [], currency: 'AUD', value: 0, content_type: 'product', content_name: category };
}
