import type { SiteConfig } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { iterateTenants } from '../demo/index.js';
import { parseMapping } from './columns.js';
import { planImport } from './plan-import.js';
import { readCsvFeed, readJsonFeed } from './read-feed.js';

const NOW_S = 1_780_000_000;
const tenant = [...iterateTenants({ now: NOW_S * 1000, validate: false })].find(
  (t) => t.site.slug === 'lakeside-auto',
)!;
const site = tenant.site as SiteConfig;
const plan = (feed: ReturnType<typeof readCsvFeed>) =>
  planImport({ site, feed, existing: [], nextId: 1, nowS: NOW_S, full: false });

describe('stock feeds as dealer-management exports send them', () => {
  it('reads a DMS-style header through the built-in aliases, with its prices, odometers, conditions and fuels', () => {
    const location = site.locations[0]!;
    const feed = readCsvFeed(
      [
        'Stock #,VIN,Make,Model,Variant,Model Year,Odometer,Internet Price,New/Used,Fuel Type,Colour,Branch,Body Type',
        `S1,JTDKB20U993123456,Toyota,Corolla,Ascent,2021,"45,210 km","$24,990.00",Used,ULP,Blue,${location.name},Hatch`,
        'S2,,Kia,Sportage,,2024,12,POA,Demonstrator,Plug-in Hybrid,,,SUV',
        'S3,,Kia,Rio,,2023,0,,N,Petrol,,,',
      ].join('\n'),
    );
    expect(feed.fatal).toEqual([]);
    const p = plan(feed);
    expect(p.errors).toEqual([]);
    expect(p.created.map((c) => [c.stocknum, c.km, c.price, c.car_type, c.simple_fuel, c.badge])).toEqual([
      ['S1', 45210, 24990, 'used', 'Petrol', 'Ascent'],
      ['S2', 12, 0, 'demo', 'PHEV', null],
      ['S3', 0, 0, 'new', 'Petrol', null],
    ]);
    expect(p.created[0]).toMatchObject({ location_id: location.id, colour: 'Blue', simple_body: 'Hatch' });
  });

  it('refuses a feed without a required column once, up front, naming the aliases it tried', () => {
    const feed = readCsvFeed(['StockNo,Make,Model,Year,Kms,Condition', 'A,Kia,Rio,2022,1,used'].join('\n'));
    expect(feed.records).toEqual([]);
    expect(feed.fatal).toEqual([
      expect.stringMatching(/^the feed has no price column \(also read as: Price, RetailPrice/),
    ]);
    expect(plan(feed)).toMatchObject({ created: [], errors: [], fatal: feed.fatal });
  });

  it('refuses two columns that read as the same one, and a per-site mapping file settles it', () => {
    const csv = [
      'Stock,Make,Model,Year,Mileage,Retail Price,Internet Price,Cond.',
      'A,Kia,Rio,2022,1,20000,18990,Used',
    ].join('\n');
    expect(readCsvFeed(csv).fatal).toEqual([
      "columns 'Retail Price' and 'Internet Price' both read as price: map one of them to null in a mapping file (--mapping)",
      expect.stringMatching(/no car_type column/),
    ]);
    const mapping = parseMapping(JSON.stringify({ columns: { 'Retail Price': null, 'Cond.': 'car_type' } }));
    if ('error' in mapping) throw new Error(mapping.error);
    const p = plan(readCsvFeed(csv, mapping));
    expect(p.created.map((c) => [c.price, c.car_type])).toEqual([[18990, 'used']]);
    expect(parseMapping('{"columns":{"X":"stocknumber"}}')).toEqual({
      error: expect.stringMatching(/^the mapping file: columns.X: .*columns: stocknum, vin/),
    });
  });

  it('says what is wrong with a row in plain words: prices, VINs, locations, conditions', () => {
    const p = plan(
      readCsvFeed(
        [
          'StockNo,VIN,Make,Model,Year,Odometer,Price,Condition,Location',
          'B1,,Kia,Rio,2022,1,call me,used,',
          'B2,JTDKB20U99312345O,Kia,Rio,2022,1,1000,used,',
          'B3,,Kia,Rio,2022,1,1000,used,Narnia',
          'B4,,Kia,Rio,2022,1,1000,second-rate,',
          'B5,,Kia,Rio,twenty,1,1000,used,',
          'B6,,Kia,Rio,2022,1,POA,used,Narnia',
          'B7,,Kia,Rio,2022,1,call us,used,Narnia',
        ].join('\n'),
      ),
    );
    expect(p.errors.map((e) => `line ${e.line}: ${e.reason}`)).toEqual([
      "line 2: price 'call me' is not a number — write POA or leave it empty for price on application",
      "line 3: vin 'JTDKB20U99312345O': a VIN has 17 letters and digits (11–17 for vehicles built before 1981) and never the letters I, O or Q",
      expect.stringMatching(/^line 4: location 'Narnia' is not one of the site's locations \(.+\)/),
      "line 5: car_type 'second-rate' is not one of new, used, demo — new, used or demo (New, Used, Demonstrator and N/U/D are read too)",
      "line 6: year 'twenty' is not a number — a year such as 2021",
      expect.stringMatching(/^line 7: location 'Narnia' is not one/),
      expect.stringMatching(/^line 8: price 'call us' is not a number .*; location 'Narnia' is not one/),
    ]);
  });

  it('maps JSON keys as CSV headers', () => {
    const feed = readJsonFeed(
      JSON.stringify([
        { StockNumber: 'J1', Make: 'Kia', Model: 'Rio', Year: 2022, Kms: 5, RetailPrice: 1, NewUsed: 'U' },
      ]),
    );
    expect(plan(feed).created.map((c) => [c.stocknum, c.car_type])).toEqual([['J1', 'used']]);
  });
});
