import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.js';
import { roundPrice } from './car-price.js';
import { holidaysOf, openingHours, specialHours, twelveHour, upcomingHolidays } from './hours.js';
import { startOfDay } from './index.js';
import { hashSeed, Rng } from './prng.js';
import { ratingsWithAverage } from './reviews.js';
import { slugify, timeAgoInWords } from './text.js';

describe('Rng', () => {
  it('is reproducible and stays in range', () => {
    const a = new Rng(hashSeed('x'));
    const b = new Rng(hashSeed('x'));
    const xs = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const r = new Rng(1);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    expect(new Rng(2).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => new Rng(3).pick([])).toThrow();
  });
});

describe('ratingsWithAverage', () => {
  it.each([
    [7217, 4.2],
    [412, 4.8],
    [1290, 3.9],
    [10, 1.0],
    [10, 5.0],
    [1, 4.0],
  ])('%i reviews average %d exactly to one decimal', (count, average) => {
    const ratings = ratingsWithAverage(new Rng(hashSeed(`${count}:${average}`)), count, average);
    expect(ratings).toHaveLength(count);
    expect(ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)).toBe(true);
    expect((ratings.reduce((a, b) => a + b, 0) / count).toFixed(1)).toBe(average.toFixed(1));
  });

  it('refuses an impossible average', () => {
    expect(() => ratingsWithAverage(new Rng(1), 10, 5.5)).toThrow();
  });
});

describe('hours', () => {
  it('formats 12-hour times', () => {
    expect(twelveHour('08:30')).toBe('8:30am');
    expect(twelveHour('12:00')).toBe('12:00pm');
    expect(twelveHour('00:15')).toBe('12:15am');
    expect(twelveHour('17:30')).toBe('5:30pm');
  });

  it('builds seven weekday rows with Sunday first', () => {
    const h = openingHours('serviceAU730');
    expect(h.map((x) => x.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(h[0]).toMatchObject({ status: 'Closed', formated_hours: 'Closed' });
    expect(h[1]).toMatchObject({ status: 'Open', open: '07:30', close: '17:00', formated_hours: '7:30am - 5:00pm' });
    expect(h[6]?.status).toBe('Closed');
  });

  it('knows Easter and the moving holidays', () => {
    const au2027 = holidaysOf('AU', 2027);
    expect(au2027.find((h) => h.name === 'Good Friday')?.date).toBe('2027-03-26');
    expect(au2027.find((h) => h.name === 'Easter Monday')?.date).toBe('2027-03-29');
    expect(au2027.find((h) => h.name === "King's Birthday")?.date).toBe('2027-06-14');
    expect(holidaysOf('AU', 2026).find((h) => h.name === 'Good Friday')?.date).toBe('2026-04-03');
    expect(holidaysOf('US', 2026).find((h) => h.name === 'Thanksgiving Day')?.date).toBe('2026-11-26');
    expect(holidaysOf('US', 2026).find((h) => h.name === 'Memorial Day')?.date).toBe('2026-05-25');
    expect(holidaysOf('NZ', 2026).find((h) => h.name === 'Labour Day')?.date).toBe('2026-10-26');
  });

  it('picks the holidays around the coming weeks', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(upcomingHolidays('AU', now).map((h) => h.name)).toEqual([
      'Christmas Day',
      'Boxing Day',
      "New Year's Day",
      'Australia Day',
    ]);
    expect(upcomingHolidays('US', now)[0]?.name).toBe('Thanksgiving Day');
    expect(upcomingHolidays('AU', Date.UTC(2027, 2, 20)).map((h) => h.name)).toContain('Good Friday');
  });

  it('gives each location kind its holiday status', () => {
    const holidays = [
      { date: '2026-12-25', name: 'Christmas Day', major: true },
      { date: '2026-12-26', name: 'Boxing Day', major: false },
    ];
    expect(specialHours(1, 'sales', holidays).map((h) => h.status)).toEqual(['Closed', 'Open']);
    expect(specialHours(1, 'service', holidays).map((h) => h.status)).toEqual(['Closed', 'By appointment only']);
    expect(specialHours(1, 'parts', holidays).map((h) => h.status)).toEqual(['Closed', 'Closed']);
    expect(specialHours(1, 'sales', holidays, 'hours')[1]).toMatchObject({ hours: { begin: '10:00', end: '16:00' } });
  });
});

describe('text', () => {
  it('slugifies to letters, digits and single hyphens', () => {
    expect(slugify("  O'Riordan St / Mascot  ")).toBe('o-riordan-st-mascot');
    expect(slugify('Škoda Octavia RS')).toBe('skoda-octavia-rs');
  });

  it('says how long ago, Rails style', () => {
    const now = 1_800_000_000;
    expect(timeAgoInWords(now - 20, now)).toBe('less than a minute ago');
    expect(timeAgoInWords(now - 600, now)).toBe('10 minutes ago');
    expect(timeAgoInWords(now - 3 * 3600, now)).toBe('about 3 hours ago');
    expect(timeAgoInWords(now - 86_400, now)).toBe('1 day ago');
    expect(timeAgoInWords(now - 3 * 86_400, now)).toBe('3 days ago');
    expect(timeAgoInWords(now - 35 * 86_400, now)).toBe('about 1 month ago');
    expect(timeAgoInWords(now - 200 * 86_400, now)).toBe('7 months ago');
    expect(timeAgoInWords(now - 400 * 86_400, now)).toBe('about 1 year ago');
    expect(timeAgoInWords(now - 560 * 86_400, now)).toBe('over 1 year ago');
    expect(timeAgoInWords(now - 700 * 86_400, now)).toBe('almost 2 years ago');
  });
});

describe('prices', () => {
  it('rounds like a dealer', () => {
    expect(roundPrice(34_612)).toBe(34_990);
    expect(roundPrice(12_380)).toBe(12_499);
    expect(roundPrice(183.4)).toBe(179);
    expect(roundPrice(1)).toBe(9);
  });
});

describe('command line', () => {
  const wall = Date.UTC(2026, 10, 22, 15, 42, 7);

  it('defaults now to the start of the current UTC day', () => {
    expect(parseArgs([], wall)).toMatchObject({ now: Date.UTC(2026, 10, 22), scale: false, seed: 'forecourt' });
    expect(startOfDay(wall)).toBe(Date.UTC(2026, 10, 22));
  });

  it('reads scale options and a fixed now', () => {
    expect(parseArgs(['--scale', '--tenants', '20', '--cars', '1000', '--now', '2027-01-05'], wall)).toMatchObject({
      now: Date.UTC(2027, 0, 5),
      scale: { tenants: 20, cars: 1000 },
    });
    expect(parseArgs(['--cars', '10'], wall).scale).toEqual({ cars: 10 });
    expect(parseArgs(['--', '--persist-to', '/tmp/x', '--skip-wrangler'], wall)).toMatchObject({
      persistTo: '/tmp/x',
      skipWrangler: true,
    });
  });

  it('rejects bad options', () => {
    expect(() => parseArgs(['--tenants', 'x'], wall)).toThrow();
    expect(() => parseArgs(['--now', 'yesterday'], wall)).toThrow();
    expect(() => parseArgs(['--bogus'], wall)).toThrow();
  });
});
