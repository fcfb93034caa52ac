import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm, nearestLocation, sortByDistance } from './distance.js';

const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };

// SPEC §9: "Distance by great-circle with earth radius 6371 km."
describe('greatCircleDistanceKm', () => {
  it('Sydney to Melbourne is about 713 km', () => {
    expect(greatCircleDistanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
  });
  it('is zero for the same point and symmetric', () => {
    expect(greatCircleDistanceKm(sydney, sydney)).toBe(0);
    expect(greatCircleDistanceKm(melbourne, sydney)).toBeCloseTo(greatCircleDistanceKm(sydney, melbourne), 9);
  });
  it('half the circumference between antipodes uses radius 6371', () => {
    expect(greatCircleDistanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('nearestLocation', () => {
  const at = (id: number, lat: number, long: number) => ({ id, address: { lat, long } }) as never;
  const locations = [at(1, melbourne.lat, melbourne.lng), at(2, sydney.lat, sydney.lng), at(3, -27.47, 153.03)];
  it('sorts by distance and picks the nearest', () => {
    expect(sortByDistance(locations, { lat: -33.9, lng: 151.1 }).map((l) => (l.location as { id: number }).id)).toEqual(
      [2, 1, 3],
    );
    expect((nearestLocation(locations, { lat: -37.7, lng: 145 }) as unknown as { id: number }).id).toBe(1);
    expect(nearestLocation([], sydney)).toBeUndefined();
  });
});
