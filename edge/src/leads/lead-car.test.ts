import { SiteConfigSchema, UNVERIFIED_CAR_FIELD } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE, makeCar } from '@forecourt/contracts/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env.js';
import { checkLeadCar } from './lead-car.js';

const search = vi.fn();
vi.mock('../search/select.js', () => ({ searchBackend: () => ({ search }) }));

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const env = {} as Env;
const enquiry = { id: 'vehicle-enquiry', category: 'Used Vehicle Enquiry' } as const;
const usedCar = makeCar({ id: 42, car_type: 'used', stocknum: 'U42', make: 'Mazda', model: 'CX-5' });
const claims = { car_id: '42', car_type: 'new', stock_number: 'FAKE', category: 'New Vehicle Enquiry', name: 'Sam' };
const UNKNOWN = { ok: false, fields: { car_id: 'This vehicle is not available on this website.' } };

// A block body: a function returned from beforeEach would run as its teardown.
beforeEach(() => {
  search.mockReset();
});

describe('checkLeadCar: the car of a lead save, from the site scope', () => {
  it('files the car itself over what the save says (the same site-scoped look-up as the form page)', async () => {
    search.mockResolvedValue({ hits: [usedCar] });
    const checked = await checkLeadCar(env, site, enquiry, claims);
    expect(checked).toMatchObject({
      ok: true,
      lead: { name: 'Sam', car_id: '42', stock_number: 'U42', car_type: 'used', category: 'Used Vehicle Enquiry' },
      car: { car_id: '42', car_type: 'used' },
    });
    const [, index, query, scope] = search.mock.calls[0]!;
    expect([index, query]).toEqual(['cars', { filter: 'id = 42', limit: 1 }]);
    expect(scope).toContain('dealership_id IN');
  });

  it('a car outside the scope (another dealer, hidden, unknown) or a malformed id is refused on car_id', async () => {
    search.mockResolvedValue({ hits: [] });
    expect(await checkLeadCar(env, site, enquiry, claims)).toEqual(UNKNOWN);
    for (const car_id of ['abc', '-1', true, ['42']]) {
      expect(await checkLeadCar(env, site, enquiry, { ...claims, car_id })).toEqual(UNKNOWN);
    }
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('no car_id: no look-up; the car fields of a car form are dropped', async () => {
    const { car_id: _id, ...rest } = claims;
    expect(await checkLeadCar(env, site, enquiry, rest)).toEqual({
      ok: true,
      lead: { name: 'Sam', category: 'Used Vehicle Enquiry' },
      car: null,
    });
    expect(await checkLeadCar(env, site, enquiry, { ...rest, car_id: '' })).toMatchObject({ ok: true, car: null });
    expect(search).not.toHaveBeenCalled();
  });

  it('search down: the lead is kept without car details, the car named for the dealer (logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    search.mockRejectedValue(new Error('search down'));
    const checked = await checkLeadCar(env, site, enquiry, claims);
    expect(checked).toEqual({
      ok: true,
      lead: { name: 'Sam', category: 'Used Vehicle Enquiry', [UNVERIFIED_CAR_FIELD]: '42' },
      car: null,
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    // a later save (search back) checks the named car and files it
    search.mockReset();
    search.mockResolvedValue({ hits: [usedCar] });
    const later = await checkLeadCar(env, site, enquiry, checked.ok ? checked.lead : {});
    expect(later).toMatchObject({ ok: true, lead: { car_id: '42', stock_number: 'U42' }, car: { car_id: '42' } });
    expect(later.ok && UNVERIFIED_CAR_FIELD in later.lead).toBe(false);
  });
});
