import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture.js';
import { carCardActionHref, carCardActions, carFacts } from './card-content.js';

const site = { features: { payments: true }, reserve_coming_soon: false };

// SPEC §2: "four facts: Condition, Transmission, Odometer (km), Fuel Type. Without those facts it shows
// 'Like this and want something similar?'"
describe('carFacts', () => {
  it('lists the four facts', () => {
    expect(carFacts(makeCar(), 'en-AU')).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Fuel Type', value: 'Petrol' },
    ]);
    expect(carFacts(makeCar({ km: 12 }), 'en-US')[2]).toEqual({ label: 'Odometer', value: '12 mi' });
  });
  it('drops missing facts', () => {
    const bare = { car_type: '' as never, simple_transmission: ' ', km: 0, simple_fuel: null as never };
    expect(carFacts(bare, 'en-AU')).toEqual([]);
    expect(carFacts({ ...bare, simple_transmission: null as never, simple_fuel: 'Diesel' }, 'en-AU')).toEqual([
      { label: 'Fuel Type', value: 'Diesel' },
    ]);
  });
});

// SPEC §2: "Actions: Explore Vehicle, Quick Enquiry, Reserve This Car ..., and Find Me Something Similar
// when the car is not available." SPEC §4: "Unavailable cars show Find Me Something Similar instead of actions."
describe('carCardActions', () => {
  it.each([
    ['reservable', makeCar(), ['explore', 'quickEnquiry', 'reserve']],
    ['not reservable', makeCar({ price: 100 }), ['explore', 'quickEnquiry']],
    ['sold', makeCar({ status: 'sold', sold: true }), ['findSimilar']],
  ])('%s', (_name, car, expected) => expect(carCardActions(car, site)).toEqual(expected));
});

describe('carCardActionHref', () => {
  const car = { id: 42, slug: '2022-ducati-monster-x1', make: 'Ducati', model: 'Monster X' };
  it("sends each card action to its page under the site's vehicle base path", () => {
    expect(carCardActionHref('explore', car, '/motorcycles')).toBe('/motorcycles/2022-ducati-monster-x1');
    expect(carCardActionHref('reserve', car, '/motorcycles')).toBe('/motorcycles/2022-ducati-monster-x1/checkout');
    expect(carCardActionHref('quickEnquiry', car, '/motorcycles')).toBe('/contact?car_id=42&enquiry=quick');
    expect(carCardActionHref('findSimilar', car, '/cars')).toBe('/search?make=Ducati&model=Monster%20X');
  });
});
