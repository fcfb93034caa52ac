import {
  belowMarketAmount,
  type Car,
  canReserve,
  cardTag,
  chatOffered,
  isCarListed,
  isPathHidden,
  reserveBlockers,
  reserveDeposit,
  type SiteConfig,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemo } from './index.js';

// The demo data exercises every branch of the contracts' car rules (SPEC §4, §5).
const NOW = Date.UTC(2026, 10, 22);
let harbourside: SiteConfig;
let cars: Car[];
let allCars: Car[];
let sites: SiteConfig[];

beforeAll(() => {
  const data = generateDemo({ now: NOW });
  sites = data.sites.map((s) => SiteConfigSchema.parse(s));
  harbourside = sites.find((s) => s.slug === 'harbourside') as SiteConfig;
  const ids = new Set(harbourside.dealerships.map((d) => d.id));
  cars = data.cars.filter((c) => ids.has(c.dealership_id));
  allCars = data.cars;
});

describe('demo data against the contracts rules', () => {
  it('has reservable cars and cars blocked by each SPEC §5 condition alone (harbourside)', () => {
    expect(cars.filter((c) => canReserve(c, harbourside)).length).toBeGreaterThan(500);
    const alone = new Set(
      cars
        .map((c) => reserveBlockers(c, harbourside))
        .filter((b) => b.length === 1)
        .map((b) => b[0]),
    );
    for (const blocker of [
      'status',
      'test_drive_only',
      'no_payment_processor',
      'reserved',
      'price_too_low',
      'not_reservable',
    ]) {
      expect(alone.has(blocker as never), blocker).toBe(true);
    }
    expect(cars.some((c) => reserveBlockers(c, harbourside).includes('sold'))).toBe(true);
  });

  it('sites without payments block every car with payments_disabled', () => {
    for (const s of sites.filter((x) => !x.features.payments)) {
      const ids = new Set(s.dealerships.map((d) => d.id));
      const mine = allCars.filter((c) => ids.has(c.dealership_id));
      expect(
        mine.every((c) => reserveBlockers(c, s).includes('payments_disabled')),
        s.slug,
      ).toBe(true);
    }
  });

  it('deposits: 200, 500 and the $200 default when the processor has none', () => {
    const deposits = new Set(cars.filter((c) => c.has_checkout_payment_processor).map((c) => reserveDeposit(c)));
    expect(deposits).toEqual(new Set([200, 500]));
    expect(cars.some((c) => c.payment_processors[0]?.deposit_amount === null && reserveDeposit(c) === 200)).toBe(true);
  });

  it('every card tag kind shows up', () => {
    const kinds = new Set(cars.map((c) => cardTag(c, harbourside.specifications, new Date(NOW)).kind));
    expect(kinds).toEqual(
      new Set(['sold', 'fuel', 'reserved', 'certified', 'custom', 'coming_soon', 'just_arrived', 'none']),
    );
  });

  it('sold cars inside the window are listed, outside are not, and stay so for the day after seeding', () => {
    for (const at of [NOW, NOW + 86_399_000]) {
      const sold = cars.filter((c) => c.status === 'sold');
      const listed = sold.filter((c) => isCarListed(c, { now: new Date(at), includeSoldCarsDays: null }));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(sold.length);
    }
    const hidden = cars.filter((c) => !c.show_on_dealer_website);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((c) => !isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: null }))).toBe(true);
  });

  it('some cars are more than 499 below market and some are not', () => {
    const below = cars.filter((c) => belowMarketAmount(c) !== null);
    expect(below.length).toBeGreaterThan(10);
    expect(cars.filter((c) => c.autograb_data && belowMarketAmount(c) === null).length).toBeGreaterThan(10);
  });
});

describe('on another day', () => {
  it.each([Date.UTC(2027, 5, 15), Date.UTC(2029, 0, 1, 12)])(
    'now = %d keeps the counts and the rule coverage',
    (now) => {
      const data = generateDemo({ now });
      const site = SiteConfigSchema.parse(data.sites[0]);
      const ids = new Set(site.dealerships.map((d) => d.id));
      const mine = data.cars.filter((c) => ids.has(c.dealership_id));
      expect(mine).toHaveLength(1311);
      const kinds = new Set(mine.map((c) => cardTag(c, site.specifications, new Date(now)).kind));
      expect(kinds.size).toBe(8);
      const sold = mine.filter((c) => c.status === 'sold');
      const listed = sold.filter((c) => isCarListed(c, { now: new Date(now), includeSoldCarsDays: null }));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(sold.length);
      expect(site.special_hours.length).toBeGreaterThan(0);
      const year = new Date(now).getUTCFullYear();
      expect(Math.max(...mine.map((c) => c.year))).toBe(year);
    },
  );
});

// SPEC §2: chat is hidden on /cars, /our-locations/ and /checkout-journey for some dealers (harbourside), and
// the autobot on checkout and car pages. The checkout paths live under /cars or are /checkout-journey, so the
// demo's hidden_on_paths cover every one of them (the chat widget reading them is issue 15's).
describe('chat hidden on the checkout pages of the dealers that hide it', () => {
  it('harbourside offers chat on search but not on any checkout path; the autobot hides there too', () => {
    expect(chatOffered(harbourside, '/search')).toBe(true);
    for (const path of ['/cars/2024-mazda-cx-5/checkout', '/cars/2024-mazda-cx-5/buy-online', '/checkout-journey']) {
      expect(chatOffered(harbourside, path), path).toBe(false);
      expect(isPathHidden(path, harbourside.chat.autobot_hidden_on_paths), path).toBe(true);
    }
  });
});
