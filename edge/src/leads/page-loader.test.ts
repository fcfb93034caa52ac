import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeCar } from '@forecourt/contracts/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env.js';
import { loadFormQuery } from './page-loader.js';

const search = vi.fn();
vi.mock('../search/select.js', () => ({ searchBackend: () => ({ search }) }));

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const env = {} as Env;
const url = (q: string) => new URL(`https://x.localhost/contact${q}`);
const newCar = makeCar({
  id: 42,
  car_type: 'new',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent',
  year: 2026,
  stocknum: 'N4242',
  status: 'in_stock',
  vin: 'JTD42',
  tag: null,
});

// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  search.mockReset();
});

describe('loadFormQuery (the formQuery loader)', () => {
  it('a car_id in scope: the car’s own fields replace whatever the URL says about it', async () => {
    search.mockResolvedValue({ hits: [newCar] });
    const q = await loadFormQuery(env, site, url('?car_id=42&make=Fake&car_type=used&enquiry=quick'));
    expect(q).toEqual({
      enquiry: 'quick',
      car_id: '42',
      stock_number: 'N4242',
      make: 'Toyota',
      model: 'Corolla',
      car_type: 'new',
      vehicle_status: 'in_stock',
      car_name: '2026 Toyota Corolla Ascent',
      test_drive_only: 'false',
      vin: 'JTD42',
      location_id: '1', // where the car is: the test drive preselects it (issue 34)
    });
    const [, index, query, scope] = search.mock.calls[0]!;
    expect([index, query]).toEqual(['cars', { filter: 'id = 42', limit: 1 }]);
    expect(scope).toContain('dealership_id IN');
  });

  it('car_name is the car page title (carTitle: year, make, model, badge, series)', async () => {
    search.mockResolvedValue({ hits: [{ ...newCar, series: 'ZWE211' }] });
    expect((await loadFormQuery(env, site, url('?car_id=42'))).car_name).toBe('2026 Toyota Corolla Ascent ZWE211');
  });

  it('a test-drive-only car says so', async () => {
    search.mockResolvedValue({ hits: [{ ...newCar, car_type: 'used', tag: 'Test Drive Only' }] });
    expect(await loadFormQuery(env, site, url('?car_id=42'))).toMatchObject({
      test_drive_only: 'true',
      car_type: 'used',
    });
  });

  it('an unknown or hidden car id gives the general form: every car field dropped, the rest kept', async () => {
    search.mockResolvedValue({ hits: [] });
    expect(await loadFormQuery(env, site, url('?car_id=999&make=Fake&stock_number=X&category=Fleet+Enquiry'))).toEqual({
      category: 'Fleet Enquiry',
    });
  });

  it('a malformed car id is no car, with no look-up', async () => {
    expect(await loadFormQuery(env, site, url('?car_id=abc&model=X'))).toEqual({});
    expect(search).not.toHaveBeenCalled();
  });

  it('search being down is no car either (the general form, logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    search.mockImplementation(async () => {
      throw new Error('search down');
    });
    const q = await loadFormQuery(env, site, url('?car_id=42&category=Fleet+Enquiry'));
    expect(q).toEqual({ category: 'Fleet Enquiry' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('without car_id the query is used as it is, with no look-up', async () => {
    expect(await loadFormQuery(env, site, url('?category=Service+Enquiry'))).toEqual({ category: 'Service Enquiry' });
    expect(search).not.toHaveBeenCalled();
  });
});
