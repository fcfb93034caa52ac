import type { SiteConfig } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { iterateTenants } from '../demo/index.js';
import { planImport } from './plan-import.js';
import { readCsvFeed, readJsonFeed } from './read-feed.js';

const NOW_S = 1_780_000_000;
const tenant = [...iterateTenants({ now: NOW_S * 1000, validate: false })].find(
  (t) => t.site.slug === 'lakeside-auto',
)!;
const site = tenant.site as SiteConfig;
const [kept, byVin, missing] = tenant.cars.filter((c) => c.status !== 'sold' && c.vin);
const HEADER = 'stocknum,vin,make,model,badge,year,km,price,car_type,status,fuel,images,colour';
const line = (
  c: { stocknum: string; vin: string | null; make: string; model: string; year: number; km: number },
  price: string,
  extra = '',
) => `${c.stocknum},${c.vin ?? ''},${c.make},${c.model},,${c.year},${c.km},${price},used,in_stock,Petrol,${extra},Blue`;

describe('stock feed plan', () => {
  const csv = [
    HEADER,
    line(kept!, '12345', 'https://img.example/a.jpg|https://img.example/b.jpg'),
    line({ ...byVin!, stocknum: 'NEWSTOCK1' }, '22222'),
    line({ stocknum: 'FRESH1', vin: null, make: 'Ford', model: 'Focus', year: 2020, km: 1000 }, '15000'),
    line({ stocknum: 'BAD1', vin: null, make: 'Ford', model: 'Focus', year: 2020, km: 1000 }, 'abc'),
    line(kept!, '99999'),
    '"unterminated,quote',
  ].join('\n');

  it('upserts by stock number, then VIN; a new car gets the next id; bad rows are reported with their line and reason', () => {
    const plan = planImport({
      site,
      feed: readCsvFeed(csv),
      existing: tenant.cars,
      nextId: 900_000,
      nowS: NOW_S,
      full: false,
    });
    expect(plan.updated.map((c) => [c.id, c.price])).toEqual([
      [kept!.id, 12345],
      [byVin!.id, 22222],
    ]);
    expect(plan.updated[1]?.stocknum).toBe('NEWSTOCK1');
    expect(plan.created).toHaveLength(1);
    expect(plan.created[0]).toMatchObject({
      id: 900_000,
      stocknum: 'FRESH1',
      status: 'in_stock',
      dealership_id: site.dealerships[0]!.id,
    });
    expect(plan.errors.map((e) => e.line)).toEqual([5, 6, 7]);
    expect(plan.errors[0]?.reason).toMatch(/price/);
    expect(plan.errors[1]?.reason).toMatch(/already on line 2/);
    expect(plan.errors[2]?.reason).toMatch(/quote/i);
    expect(plan.photos).toEqual([
      { car_id: kept!.id, position: 0, url: 'https://img.example/a.jpg' },
      { car_id: kept!.id, position: 1, url: 'https://img.example/b.jpg' },
    ]);
    expect(plan.sold).toEqual([]);
  });

  it('a full feed marks the available cars it does not list as sold, with sold_date now', () => {
    const plan = planImport({
      site,
      feed: readCsvFeed(csv),
      existing: tenant.cars,
      nextId: 900_000,
      nowS: NOW_S,
      full: true,
    });
    const soldIds = plan.sold.map((c) => c.id);
    expect(soldIds).toContain(missing!.id);
    expect(soldIds).not.toContain(kept!.id);
    expect(plan.sold.every((c) => c.status === 'sold' && c.sold && c.sold_date_timestamp === NOW_S)).toBe(true);
    const alreadySold = tenant.cars.filter((c) => c.status === 'sold').map((c) => c.id);
    expect(soldIds.filter((id) => alreadySold.includes(id))).toEqual([]);
  });

  it('reads JSON feeds too, and names unknown columns', () => {
    const feed = readJsonFeed(
      JSON.stringify([
        { stocknum: 'J1', make: 'Kia', model: 'Rio', year: 2022, km: 10, price: 19990, car_type: 'used', wheels: 4 },
        'not a car',
        { stocknum: 'J2', make: 'Kia', model: 'Rio', year: 'soon', km: 10, price: 1, car_type: 'used' },
      ]),
    );
    expect(feed.unknownColumns).toEqual(['wheels']);
    const plan = planImport({ site, feed, existing: [], nextId: 1, nowS: NOW_S, full: false });
    expect(plan.created.map((c) => c.stocknum)).toEqual(['J1']);
    expect(plan.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(plan.errors[1]?.reason).toMatch(/year/);
  });

  it('refuses http photo URLs, unknown locations and fuel values outside SIMPLE_FUELS', () => {
    const feed = readCsvFeed(
      [
        'stocknum,make,model,year,km,price,car_type,images,location,fuel',
        'A1,Kia,Rio,2022,1,1,used,http://img.example/a.jpg,,Petrol',
        'A2,Kia,Rio,2022,1,1,used,,nowhere,Petrol',
        'A3,Kia,Rio,2022,1,1,used,,,Steam',
      ].join('\n'),
    );
    const plan = planImport({ site, feed, existing: [], nextId: 1, nowS: NOW_S, full: false });
    expect(plan.created).toEqual([]);
    expect(plan.errors.map((e) => [e.line, e.reason])).toEqual([
      [2, expect.stringMatching(/https/)],
      [3, expect.stringMatching(/location 'nowhere' is not one of the site's locations/)],
      [4, expect.stringMatching(/fuel/)],
    ]);
  });
});
