import { expect, it } from 'vitest';
import {
  FAVOURITES_ATOM_SLOT,
  FAVOURITES_STORAGE_KEY,
  favouriteEntry,
  parseStoredFavourites,
  publishShared,
  readShared,
  toggleFavourite,
} from './favourites.js';

const car = { id: 1, name: 'Corolla', slug: 'corolla', make: 'Toyota', model: 'Corolla', primary_image_url: null };

// SPEC §4: "Favourites: toggle adds or removes an entry."
it('adds then removes', () => {
  const added = toggleFavourite([], car);
  expect(added).toEqual([car]);
  expect(toggleFavourite(added, car)).toEqual([]);
});

it('favouriteEntry keeps exactly the SPEC §3 favourite fields of a car', () => {
  const car = { id: 7, name: 'x', slug: 's', make: 'Kia', model: 'EV6', primary_image_url: null, price: 1 };
  expect(favouriteEntry(car)).toEqual({
    id: 7,
    name: 'x',
    slug: 's',
    make: 'Kia',
    model: 'EV6',
    primary_image_url: null,
  });
  expect(FAVOURITES_STORAGE_KEY).toBe('forecourt:favourites');
});

it('one page-wide instance: the first publish wins, readers get that same object', () => {
  const slot = Symbol('test-slot');
  expect(readShared(slot)).toBeUndefined();
  const first = { n: 1 };
  expect(publishShared(slot, first)).toBe(first);
  expect(publishShared(slot, { n: 2 })).toBe(first);
  expect(readShared(slot)).toBe(first);
  expect(FAVOURITES_ATOM_SLOT).toBe(Symbol.for('forecourt.favouritesAtom'));
});

it('stored favourites are read leniently: junk reads as none, bad entries are dropped', () => {
  expect(parseStoredFavourites(null)).toEqual([]);
  expect(parseStoredFavourites('not json')).toEqual([]);
  expect(parseStoredFavourites('{"id":1}')).toEqual([]);
  expect(parseStoredFavourites(JSON.stringify([car, { id: 'x' }, null, 3]))).toEqual([car]);
});
