import { FAVOURITES_STORAGE_KEY, type FavouriteEntry } from '@forecourt/contracts';
import { createStore } from 'jotai';
import { expect, it } from 'vitest';
import { createFavouritesAtom } from './favourites.js';

const car = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: null,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

it('reads the stored favourites when first subscribed, and a toggle persists and reports each change', () => {
  const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: JSON.stringify([car(1)]) });
  const changes: [number, boolean][] = [];
  const deferred: (() => void)[] = [];
  const favourites = createFavouritesAtom(
    storage,
    new EventTarget(),
    (e, added) => changes.push([e.id, added]),
    (work) => deferred.push(work),
  );
  const store = createStore();
  const seen: number[] = [];
  store.sub(favourites, () => seen.push(store.get(favourites).length));
  expect(store.get(favourites)).toEqual([car(1)]);

  store.set(favourites, car(2));
  expect(store.get(favourites).map((f) => f.id)).toEqual([1, 2]);
  expect(JSON.parse(storage.data.get(FAVOURITES_STORAGE_KEY) ?? '')).toHaveLength(2);
  store.set(favourites, car(1));
  expect(store.get(favourites).map((f) => f.id)).toEqual([2]);
  // The reports wait for the heart's paint (issue 36, INP): none yet, then both in order.
  expect(changes).toEqual([]);
  for (const work of deferred) work();
  expect(changes).toEqual([
    [2, true],
    [1, false],
  ]); // event 39 on an add; the garage watchlist follows both
  expect(seen.at(-1)).toBe(1); // every subscriber (the header, each fragment) was told
});

it('follows another tab through the storage event, and ignores junk in storage', () => {
  const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: 'not json' });
  const events = new EventTarget();
  const favourites = createFavouritesAtom(storage, events);
  const store = createStore();
  store.sub(favourites, () => {});
  expect(store.get(favourites)).toEqual([]);
  storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([car(3)]));
  events.dispatchEvent(Object.assign(new Event('storage'), { key: FAVOURITES_STORAGE_KEY }));
  expect(store.get(favourites)).toEqual([car(3)]);
  events.dispatchEvent(Object.assign(new Event('storage'), { key: 'other-key' }));
  expect(store.get(favourites)).toEqual([car(3)]);
});

it('a page restored from the back/forward cache reads the favourites changed meanwhile', () => {
  const storage = memoryStorage({ [FAVOURITES_STORAGE_KEY]: JSON.stringify([car(1)]) });
  const events = new EventTarget();
  const favourites = createFavouritesAtom(storage, events);
  const store = createStore();
  store.sub(favourites, () => {});
  storage.setItem(FAVOURITES_STORAGE_KEY, '[]');
  events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  expect(store.get(favourites)).toHaveLength(1); // a normal load read storage already
  events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect(store.get(favourites)).toEqual([]);
});
