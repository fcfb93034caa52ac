import { expect, it } from 'vitest';
import { toggleFavourite } from './favourites.js';

const car = { id: 1, name: 'Corolla', slug: 'corolla', make: 'Toyota', model: 'Corolla', primary_image_url: null };

// SPEC §4: "Favourites: toggle adds or removes an entry."
it('adds then removes', () => {
  const added = toggleFavourite([], car);
  expect(added).toEqual([car]);
  expect(toggleFavourite(added, car)).toEqual([]);
});
