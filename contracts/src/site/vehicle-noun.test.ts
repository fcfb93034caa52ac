import { expect, it } from 'vitest';
import { vehicleNoun } from './vehicle-noun.js';

it('"The base path is /motorcycles for a motorcycle dealer and /campers for a camper dealer"', () => {
  expect(vehicleNoun('/cars')).toEqual({ plural: 'cars', singular: 'car' });
  expect(vehicleNoun('/motorcycles').plural).toBe('motorcycles');
  expect(vehicleNoun('/campers').singular).toBe('camper');
});
