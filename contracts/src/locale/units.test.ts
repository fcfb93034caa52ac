import { describe, expect, it } from 'vitest';
import { distanceUnit, formatDistance, formatOdometer, kmToMiles } from './units.js';

// SPEC §9: "Locales en-AU, en-NZ, en-US (kilometres vs miles ...)"
describe('units', () => {
  it.each([
    ['en-AU', 'km'],
    ['en-NZ', 'km'],
    ['en-US', 'mi'],
  ] as const)('%s uses %s', (locale, unit) => expect(distanceUnit(locale)).toBe(unit));
  it('labels odometers', () => {
    expect(formatOdometer(45210, 'en-AU')).toBe('45,210 km');
    expect(formatOdometer(45210, 'en-US')).toBe('45,210 mi');
  });
  it('converts computed distances for en-US', () => {
    expect(kmToMiles(1.609344)).toBe(1);
    expect(formatDistance(12.34, 'en-AU')).toBe('12 km');
    expect(formatDistance(9.94, 'en-NZ')).toBe('9.9 km');
    expect(formatDistance(8.04672, 'en-US')).toBe('5.0 mi');
    expect(formatDistance(1609.344, 'en-US')).toBe('1,000 mi');
  });
});
