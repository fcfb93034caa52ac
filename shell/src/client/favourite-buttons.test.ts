import { FAVOURITE_MARKUP_EVENT, FAVOURITES_STORAGE_KEY, type FavouriteEntry } from '@forecourt/contracts';
import { createStore } from 'jotai/vanilla';
import { expect, it } from 'vitest';
import { wireFavouriteButtons } from './favourite-buttons.js';
import { createFavouritesAtom } from './favourites.js';

const car = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: `/media/cars/car-${id}/1.jpg`,
});

/** A server-markup Save button as the DOM gives it (attributes, text, closest), counting its writes. */
function button(favourite: string | null, glyph: { textContent: string } | null = null) {
  const attrs = new Map<string, string>([['aria-pressed', 'false']]);
  if (favourite !== null) attrs.set('data-fc-favourite', favourite);
  const el = {
    writes: 0,
    text: '♡',
    get textContent() {
      return el.text;
    },
    set textContent(value: string) {
      el.writes++;
      el.text = value;
    },
    getAttribute: (name: string) => attrs.get(name) ?? null,
    setAttribute(name: string, value: string) {
      el.writes++;
      attrs.set(name, value);
    },
    closest: (selector: string) =>
      selector === 'button[data-fc-favourite]' && attrs.has('data-fc-favourite') ? el : null,
    querySelector: (selector: string) => (selector === '[data-fc-favourite-glyph]' ? glyph : null),
  };
  return el;
}
type Button = ReturnType<typeof button>;

/** The document: its buttons for the selector, and clicks dispatched on it with a target (as bubbling does). */
function page(buttons: Button[]) {
  const doc = Object.assign(new EventTarget(), {
    querySelectorAll: (selector: string) => buttons.filter((b) => b.closest(selector)),
  });
  const click = (target: unknown) =>
    doc.dispatchEvent(Object.defineProperty(new Event('click'), 'target', { value: target }));
  return { doc: doc as unknown as Document, click };
}

function setUp(stored: FavouriteEntry[], buttons: Button[]) {
  const data = new Map([[FAVOURITES_STORAGE_KEY, JSON.stringify(stored)]]);
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
  const events = new EventTarget();
  const changes: [number, boolean][] = [];
  const favourites = createFavouritesAtom(
    storage,
    events,
    (e, added) => changes.push([e.id, added]),
    (work) => work(),
  );
  const store = createStore();
  const { doc, click } = page(buttons);
  wireFavouriteButtons(doc, favourites, store);
  const saved = () => JSON.parse(data.get(FAVOURITES_STORAGE_KEY) ?? '[]').map((f: FavouriteEntry) => f.id);
  return { doc, click, saved, changes, data, events, store, favourites };
}

const state = (b: Button) => [b.getAttribute('aria-pressed'), b.textContent];

it('at boot shows the stored favourites on their buttons, writing only to those that differ', () => {
  const hearts = [1, 2, 3].map((id) => button(JSON.stringify(car(id))));
  setUp([car(2)], hearts);
  expect(hearts.map(state)).toEqual([
    ['false', '♡'],
    ['true', '♥'],
    ['false', '♡'],
  ]);
  expect(hearts.map((b) => b.writes)).toEqual([0, 2, 0]);
});

it('a tap toggles its car once through the page atom (stored, reported) and re-marks only that button', () => {
  const hearts = [1, 2].map((id) => button(JSON.stringify(car(id))));
  const { click, saved, changes } = setUp([], hearts);
  click(hearts[1]);
  expect(saved()).toEqual([2]);
  expect(hearts.map(state)).toEqual([
    ['false', '♡'],
    ['true', '♥'],
  ]);
  expect(hearts.map((b) => b.writes)).toEqual([0, 2]);
  click(hearts[1]);
  expect(saved()).toEqual([]);
  expect(state(hearts[1]!)).toEqual(['false', '♡']);
  expect(changes).toEqual([
    [2, true],
    [2, false],
  ]);
});

it('stores the entry as contracts shapes it (what the header lists), not whatever else the markup holds', () => {
  const heart = button(JSON.stringify({ ...car(7), extra: 'x' }));
  const { click, data } = setUp([], [heart]);
  click(heart);
  expect(JSON.parse(data.get(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([car(7)]);
});

it('follows a change made elsewhere (another tab, another fragment) without a tap', () => {
  const hearts = [1, 2].map((id) => button(JSON.stringify(car(id))));
  const { data, events, store, favourites } = setUp([], hearts);
  data.set(FAVOURITES_STORAGE_KEY, JSON.stringify([car(1)]));
  events.dispatchEvent(Object.assign(new Event('storage'), { key: FAVOURITES_STORAGE_KEY }));
  expect(hearts.map(state)).toEqual([
    ['true', '♥'],
    ['false', '♡'],
  ]);
  store.set(favourites, car(2)); // the car page's or a React card's toggle
  expect(state(hearts[1]!)).toEqual(['true', '♥']);
  expect(hearts[0]!.writes).toBe(2);
});

it("marks Save buttons a remote adds after boot when it says so (the search grid's later cards)", () => {
  const hearts = [1].map((id) => button(JSON.stringify(car(id))));
  const { doc, click, saved } = setUp([car(5)], hearts);
  const later = [4, 5].map((id) => button(JSON.stringify(car(id))));
  hearts.push(...later);
  expect(later.map(state)).toEqual([
    ['false', '♡'],
    ['false', '♡'],
  ]);
  doc.dispatchEvent(new Event(FAVOURITE_MARKUP_EVENT, { bubbles: true }));
  expect(later.map(state)).toEqual([
    ['false', '♡'],
    ['true', '♥'],
  ]);
  click(later[0]);
  expect(saved()).toEqual([5, 4]);
  expect(state(later[0]!)).toEqual(['true', '♥']);
});

it('ignores clicks elsewhere and buttons whose entry does not parse (junk, no id, more than one)', () => {
  const broken = ['not json', '{"slug":"x"}', `${JSON.stringify(car(1))},${JSON.stringify(car(2))}`].map((json) =>
    button(json),
  );
  const { click, saved } = setUp([car(1)], broken);
  for (const b of broken) click(b);
  click(button(null)); // a button without the attribute (a React card's)
  click(null);
  expect(saved()).toEqual([1]);
  expect(broken.map((b) => b.writes)).toEqual([0, 0, 0]);
});

it('a button with a label changes only its marked heart (the car page\'s "♡ Save")', () => {
  const glyph = { textContent: '♡' };
  const labelled = button(JSON.stringify(car(3)), glyph);
  labelled.text = '♡ Save';
  const { doc, click } = page([labelled]);
  const store = createStore();
  const storage = new Map<string, string>();
  const atom = createFavouritesAtom(
    { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    new EventTarget(),
    () => {},
    (work) => work(),
  );
  wireFavouriteButtons(doc, atom, store);
  click(labelled);
  expect(labelled.getAttribute('aria-pressed')).toBe('true');
  expect(glyph.textContent).toBe('♥');
  expect(labelled.text).toBe('♡ Save');
});
