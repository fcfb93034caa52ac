import { describe, expect, it } from 'vitest';
import { isCarAvailable, isCarListed, soldCutoffTimestamp, soldWindowSeconds } from './availability.js';
import { makeCar } from './car.fixture.js';

const now = new Date('2026-06-01T00:00:00Z');
const nowS = now.getTime() / 1000;
const DAY = 86400;

// SPEC §4: "in_stock and coming_soon are available."
describe('isCarAvailable', () => {
  it.each([
    ['in_stock', false, true],
    ['coming_soon', false, true],
    ['sold', true, false],
    ['in_stock', true, false],
  ] as const)('%s sold=%s -> %s', (status, sold, expected) => expect(isCarAvailable({ status, sold })).toBe(expected));
});

// SPEC §4: "Sold cars stay listed for a number of days after sale (default 3 days, i.e. 259200 s;
// include_sold_cars_days overrides). Search includes status in_stock or coming_soon, or sold within
// that window, and requires show_on_dealer_website=true."
describe('isCarListed', () => {
  const sold = (secondsAgo: number) => makeCar({ status: 'sold', sold: true, sold_date_timestamp: nowS - secondsAgo });
  it.each([
    ['in stock', makeCar(), null, true],
    ['coming soon', makeCar({ status: 'coming_soon' }), null, true],
    ['hidden from dealer website', makeCar({ show_on_dealer_website: false }), null, false],
    ['sold 1 s under 3 days ago', sold(3 * DAY - 1), null, true],
    ['sold exactly 3 days ago', sold(3 * DAY), null, true],
    ['sold 3 days + 1 s ago', sold(3 * DAY + 1), null, false],
    ['sold 5 days ago, 7-day override', sold(5 * DAY), 7, true],
    ['sold 1 day ago, 0-day override', sold(DAY), 0, false],
    ['sold without a date', makeCar({ status: 'sold', sold_date_timestamp: null }), null, false],
  ])('%s -> %s', (_name, car, days, expected) => {
    expect(isCarListed(car, { now, includeSoldCarsDays: days })).toBe(expected);
  });
  it('uses a 259200 s default window', () => {
    expect(soldWindowSeconds(null)).toBe(259200);
    expect(soldWindowSeconds(undefined)).toBe(259200);
    expect(soldWindowSeconds(7)).toBe(604800);
    expect(soldCutoffTimestamp(now, null)).toBe(nowS - 259200);
  });
});
