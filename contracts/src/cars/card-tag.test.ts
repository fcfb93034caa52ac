import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture.js';
import { cardTag, isJustArrived } from './card-tag.js';

const now = new Date('2026-06-01T00:00:00Z');
const nowS = now.getTime() / 1000;
const DAY = 86400;
const old = nowS - 30 * DAY;
const spec = {};

// SPEC §4: "Card tag priority: electric/hybrid fuel tag, then Reserved, then certified image, then custom
// tag, then COMING SOON, then the new-arrival tag if created within the just-arrived days (default 8),
// else empty. Sold cars show a sold tag (default 'JUST SOLD')."
describe('cardTag', () => {
  const all = {
    simple_fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Special',
    status: 'coming_soon' as const,
  };
  it.each([
    ['sold beats everything', makeCar({ ...all, sold: true, status: 'sold' }), { kind: 'sold', label: 'JUST SOLD' }],
    ['fuel tag first', makeCar({ ...all, created_at_timestamp: nowS }), { kind: 'fuel', label: 'HYBRID' }],
    ['electric', makeCar({ simple_fuel: 'Electric' }), { kind: 'fuel', label: 'ELECTRIC' }],
    ['PHEV', makeCar({ simple_fuel: 'PHEV' }), { kind: 'fuel', label: 'PLUG-IN HYBRID' }],
    ['then Reserved', makeCar({ ...all, simple_fuel: 'Petrol' }), { kind: 'reserved', label: 'RESERVED' }],
    [
      'then certified',
      makeCar({ ...all, simple_fuel: 'Diesel', reserved: false }),
      { kind: 'certified', label: 'CERTIFIED' },
    ],
    [
      'then custom tag',
      makeCar({ ...all, simple_fuel: 'Petrol', reserved: false, certified: false }),
      { kind: 'custom', label: 'Special' },
    ],
    [
      'test-drive-only tag',
      makeCar({ tag: '*** Test Drive Vehicle Only ***', created_at_timestamp: old }),
      { kind: 'custom', label: '*** Test Drive Vehicle Only ***' },
    ],
    [
      'then COMING SOON',
      makeCar({ status: 'coming_soon', tag: '  ', created_at_timestamp: nowS }),
      { kind: 'coming_soon', label: 'COMING SOON' },
    ],
    [
      'then just arrived',
      makeCar({ created_at_timestamp: nowS - DAY }),
      { kind: 'just_arrived', label: 'JUST ARRIVED' },
    ],
    ['else empty', makeCar({ created_at_timestamp: old }), { kind: 'none', label: '' }],
  ])('%s', (_name, car, expected) => expect(cardTag(car, spec, now)).toEqual(expected));

  it('uses the site tag names', () => {
    const names = { sold_tag_name: 'SOLD', just_arrived_tag_name: 'NEW IN' };
    expect(cardTag(makeCar({ sold: true }), names, now).label).toBe('SOLD');
    expect(cardTag(makeCar({ created_at_timestamp: nowS }), names, now).label).toBe('NEW IN');
  });
});

// "created within the just-arrived days (default 8)"
describe('isJustArrived', () => {
  it.each([
    [0, null, true],
    [8 * DAY - 1, null, true],
    [8 * DAY, null, true],
    [8 * DAY + 1, null, false],
    [3 * DAY, 3, true],
    [3 * DAY + 1, 3, false],
    [-DAY, null, false],
  ])('age %i s, window %s days -> %s', (age, days, expected) => {
    expect(isJustArrived({ created_at_timestamp: nowS - age }, days, now)).toBe(expected);
  });
});
