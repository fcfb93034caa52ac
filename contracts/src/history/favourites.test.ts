import { expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY, favouriteEntry, toggleFavourite } from './favourites.js';

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
