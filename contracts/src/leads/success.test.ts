import { expect, it } from 'vitest';
import { successPath, vehicleEnquiryCategory } from './success.js';

// SPEC §4: "Category mapping for success: car_type demo, used or new maps to demo-vehicle-enquiry,
// used-vehicle-enquiry or new-vehicle-enquiry. Extra pairs except car_type become query parameters."
it.each([
  ['finance', { car_type: 'demo' }, '/success?category=demo-vehicle-enquiry'],
  ['finance', { car_type: 'used', car_id: '42' }, '/success?category=used-vehicle-enquiry&car_id=42'],
  ['finance', { car_type: 'new', vin: 'A B' }, '/success?category=new-vehicle-enquiry&vin=A%20B'],
  [
    'service-enquiry',
    { car_type: 'rental', step: 3, empty: null, category: 'x' },
    '/success?category=service-enquiry&step=3',
  ],
  ['general enquiry', undefined, '/success?category=general%20enquiry'],
])('%s %j -> %s', (category, extra, expected) => expect(successPath(category, extra)).toBe(expected));

// SPEC §3/§4: a lead about a new car is a New Vehicle Enquiry; used and demo cars are Used Vehicle Enquiries.
it.each([
  ['new', 'New Vehicle Enquiry'],
  ['used', 'Used Vehicle Enquiry'],
  ['demo', 'Used Vehicle Enquiry'],
  [null, 'Used Vehicle Enquiry'],
  [undefined, 'Used Vehicle Enquiry'],
] as const)('vehicleEnquiryCategory(%s) -> %s', (type, category) =>
  expect(vehicleEnquiryCategory(type)).toBe(category),
);
