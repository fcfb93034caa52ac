import { type Car, SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeFragmentRequest as request } from '@forecourt/contracts/fixtures';
import { renderForTest } from '@forecourt/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { savedCarView, stockQuery } from '../components/saved-cars.js';
import definition from '../remote.js';

const NOW = Date.parse('2026-11-25T03:00:00Z');
const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const entry = {
  id: 7,
  name: '2021 Toyota Corolla Ascent',
  slug: '2021-toyota-corolla-ascent-7',
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: 'https://img.example/7.jpg',
};
const car = (over: Partial<Car>): Car => ({ id: 7, status: 'in_stock', sold: false, price: 28990, ...over }) as Car;

describe('/favourites (server render)', () => {
  it('renders the frame only: the heading in the site noun and a loading note (the list lives in the browser)', async () => {
    const { html, props } = await renderForTest(
      definition,
      request('/favourites', { site }, NOW, { component: 'FavouritesPage' }),
    );
    expect(html).toContain('Saved Cars</h1>');
    expect(html).toContain('data-state="loading"');
    expect(props).toEqual({ basePath: '/cars', noun: { plural: 'cars', singular: 'car' } });
  });

  it('a motorcycle dealer says motorcycles', async () => {
    const moto = { ...site, vehicle_base_path: '/motorcycles' };
    const { html } = await renderForTest(
      definition,
      request('/favourites', { site: moto }, NOW, { component: 'FavouritesPage' }),
    );
    expect(html).toContain('Saved Motorcycles</h1>');
  });
});

describe('a saved vehicle against the stock now', () => {
  const stock = (...cars: Car[]) => new Map(cars.map((c) => [c.id, c]));

  it('still for sale: today\'s price (SPEC money), a link to its page, no "similar"', () => {
    const v = savedCarView(entry, stock(car({})), '/cars');
    expect(v).toMatchObject({ status: 'available', statusText: 'Available', price: '$28,990', similar: null });
    expect(v.href).toBe('/cars/2021-toyota-corolla-ascent-7');
    expect(savedCarView(entry, stock(car({ status: 'coming_soon' })), '/cars').statusText).toBe('Coming soon');
  });

  it('sold (still listed in the sold window) or gone from stock: no price, Find Me Something Similar by make and model', () => {
    const sold = savedCarView(entry, stock(car({ status: 'sold', sold: true })), '/motorcycles');
    expect(sold).toMatchObject({ status: 'sold', statusText: 'Sold', price: null });
    expect(sold.similar).toBe('/search?make=Toyota&model=Corolla');
    const gone = savedCarView(entry, stock(), '/cars');
    expect(gone).toMatchObject({ status: 'gone', statusText: 'No longer available', price: null });
    expect(gone.similar).toBe('/search?make=Toyota&model=Corolla');
  });

  it('stock not checked (yet, or the search failed): the saved entry alone, no status', () => {
    expect(savedCarView(entry, null, '/cars')).toMatchObject({ status: 'unknown', statusText: null, price: null });
  });

  it('asks the search for exactly the saved ids (integers only: the list comes from the browser)', () => {
    expect(stockQuery([7, 12])).toEqual({ filter: 'id IN [7, 12]', limit: 2 });
    expect(stockQuery([7, Number.NaN, 1.5] as number[])).toEqual({ filter: 'id IN [7]', limit: 1 });
  });
});

describe('the garage (server render)', () => {
  it('renders the frame: My Garage and a loading note (who is signed in is known in the browser); the saved tab path of the site', async () => {
    const own = { ...site, garage_path: '/myharbourside' };
    const { html, props } = await renderForTest(
      definition,
      request('/myharbourside', { site: own }, NOW, { component: 'GaragePage' }),
    );
    expect(html).toContain('My Garage</h1>');
    expect(html).toContain('data-state="loading"');
    expect(props).toMatchObject({ siteName: site.name, savedPath: '/myharbourside/saved', basePath: '/cars' });
    const plain = await renderForTest(
      definition,
      request('/my-garage', { site: { ...site, garage_path: '/my-garage' } }, NOW, { component: 'GaragePage' }),
    );
    expect(plain.props.savedPath).toBe('/my-garage?tab=saved-cars');
  });
});
