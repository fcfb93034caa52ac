import type { CarType } from '../cars/car.schema.js';

/** SPEC §4: success categories by car type. */
export const SUCCESS_CATEGORY_BY_CAR_TYPE: Readonly<Record<CarType, string>> = Object.freeze({
  demo: 'demo-vehicle-enquiry',
  used: 'used-vehicle-enquiry',
  new: 'new-vehicle-enquiry',
});

/** SPEC §3 enquiry types of a lead about a stock car. */
export const NEW_VEHICLE_ENQUIRY = 'New Vehicle Enquiry';
export const USED_VEHICLE_ENQUIRY = 'Used Vehicle Enquiry';

/**
 * The enquiry category of a lead about a car, by the car's type: a new car is a New Vehicle Enquiry, a
 * used or demo car (or an unknown type) a Used Vehicle Enquiry. The forms remote shows it and the lead
 * API files it from the real car.
 *
 * @example
 * vehicleEnquiryCategory('new'); // 'New Vehicle Enquiry'
 * vehicleEnquiryCategory('demo'); // 'Used Vehicle Enquiry'
 */
export function vehicleEnquiryCategory(carType: CarType | null | undefined): string {
  return carType === 'new' ? NEW_VEHICLE_ENQUIRY : USED_VEHICLE_ENQUIRY;
}

/**
 * SPEC §2/§4: the success page URL: car_type demo/used/new maps the category to
 * demo/used/new-vehicle-enquiry; extra pairs except car_type become query parameters.
 *
 * @example
 * successPath('finance', { car_type: 'used', car_id: '42' }); // '/success?category=used-vehicle-enquiry&car_id=42'
 */
export function successPath(
  category: string,
  extra: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const carType = extra.car_type;
  const mapped =
    typeof carType === 'string' && carType in SUCCESS_CATEGORY_BY_CAR_TYPE
      ? SUCCESS_CATEGORY_BY_CAR_TYPE[carType as CarType]
      : category;
  const params = [`category=${encodeURIComponent(mapped)}`];
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'car_type' || key === 'category' || value === null || value === undefined) continue;
    params.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return `/success?${params.join('&')}`;
}
