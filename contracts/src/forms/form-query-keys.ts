/**
 * The query parameters a form page reads (SPEC §2 finance query, the car of a Quick Enquiry / test
 * drive, careers' role, the success page's category): the forms remote's Query schema takes these, and
 * the edge keeps only these in a form page's cache key (every other parameter is dropped).
 */
/**
 * The parameters that describe the car of a vehicle enquiry, test drive or finance form (SPEC Quick
 * Enquiry car_id, stock_number, make, model, car_type, vehicle_status, plus the car's name,
 * test-drive-only flag, VIN and location — the test drive's preselected location): the edge fills
 * them from the car itself.
 */
export const CAR_QUERY_KEYS = [
  'car_id',
  'stock_number',
  'make',
  'model',
  'car_type',
  'vehicle_status',
  'car_name',
  'test_drive_only',
  'vin',
  'location_id',
] as const;

export const FORM_QUERY_KEYS = [
  ...CAR_QUERY_KEYS,
  'preferredDealership',
  'vehiclePriceBudget',
  'category',
  'enquiry',
  'position',
  'job',
  // /parts/search: the part a result asks about (the parts form's description)
  'part',
] as const;
