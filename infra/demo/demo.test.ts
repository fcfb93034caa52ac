import {
  type Car,
  CarSchema,
  DashboardSearchPageTemplatesSchema,
  DashboardSearchSlugsSchema,
  isPromotionActive,
  LocationSchema,
  ReviewSchema,
  type SiteConfig,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AU_CARS, CARAVANS, MOTORCYCLES, TRUCKS, US_CARS } from './catalog.js';
import {
  CAR_SLUG_PATTERN,
  carSlug,
  DEMO_PHOTO_POOL,
  DEMO_PHOTO_SITES,
  DEMO_TENANTS,
  type DemoData,
  generateDemo,
  iterateTenants,
  kvEntries,
  stockSummary,
} from './index.js';

const NOW = Date.UTC(2026, 10, 22); // 2026-11-22T00:00:00Z
const NOW_S = NOW / 1000;
const SOLD_WINDOW_S = 259_200; // SPEC §4: 3 days

let data: DemoData;
let sites: Map<string, SiteConfig>;
const carsOf = (slug: string): Car[] => {
  const ids = new Set(sites.get(slug)?.dealerships.map((d) => d.id));
  return data.cars.filter((c) => ids.has(c.dealership_id));
};

beforeAll(() => {
  data = generateDemo({ now: NOW });
  sites = new Map(data.sites.map((s) => [s.slug, SiteConfigSchema.parse(s)]));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('determinism', () => {
  it('gives identical output for the same seed and now', () => {
    const again = generateDemo({ now: new Date(NOW) });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('never reads Math.random or Date.now', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random called');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now called');
    });
    expect(() => generateDemo({ now: NOW, scale: { tenants: 3, cars: 300 } })).not.toThrow();
    expect(() => generateDemo({ now: NOW })).not.toThrow();
  });

  it('changes with the seed, and dates follow now', () => {
    const other = generateDemo({ now: NOW, seed: 'another seed' });
    expect(other.cars.map((c) => c.slug)).not.toEqual(data.cars.map((c) => c.slug));
    const later = generateDemo({ now: NOW + 86_400_000 });
    expect(later.cars[0]?.created_at_timestamp).toBe((data.cars[0]?.created_at_timestamp ?? 0) + 86_400);
  });

  it('rejects an invalid now', () => {
    expect(() => generateDemo({ now: Number.NaN })).toThrow(/now/);
  });
});

describe('harbourside (DESIGN.md demo tenants table)', () => {
  it('has 1311 cars: 585 used, 442 new, 284 demo', () => {
    const cars = carsOf('harbourside');
    expect(cars).toHaveLength(1311);
    expect(cars.filter((c) => c.car_type === 'used')).toHaveLength(585);
    expect(cars.filter((c) => c.car_type === 'new')).toHaveLength(442);
    expect(cars.filter((c) => c.car_type === 'demo')).toHaveLength(284);
    const summary = sites.get('harbourside')?.stock_summary;
    expect(summary?.count).toBe(1311);
    expect(summary?.car_types).toEqual([
      { name: 'new', count: 442 },
      { name: 'used', count: 585 },
      { name: 'demo', count: 284 },
    ]);
  });

  it('has 7217 reviews averaging 4.2', () => {
    const site = sites.get('harbourside') as SiteConfig;
    const ids = new Set(site.dealerships.map((d) => d.id));
    const reviews = data.reviews.filter((r) => ids.has(r.dealership_id));
    expect(reviews).toHaveLength(7217);
    const average = reviews.reduce((a, r) => a + r.rating, 0) / reviews.length;
    expect(average.toFixed(1)).toBe('4.2');
    expect(site.dealerships.reduce((a, d) => a + d.review_count, 0)).toBe(7217);
    expect(reviews.every((r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(new Set(reviews.map((r) => r.rating)).size).toBe(5);
  });

  it('is a NSW/VIC group with 4+ dealerships and the group features', () => {
    const s = sites.get('harbourside') as SiteConfig;
    expect(s.template).toBe('group');
    expect(s.dealerships.length).toBeGreaterThanOrEqual(4);
    expect(new Set(s.locations.map((l) => l.address.state))).toEqual(new Set(['NSW', 'VIC']));
    expect(s.garage_enabled).toBe(true);
    expect(s.garage_path).toBe('/myharbourside');
    expect(s.payment_provider).toBe('stripe');
    expect(s.features.payments).toBe(true);
    expect(s.search_page_size).toBe(21);
    expect(s.promotion_position).toBe(9);
    expect(s.show_payment_logos).toBe(true);
    expect(s.history_timeline.map((h) => h.decade)).toEqual([
      '1950s',
      '1960s',
      '1970s',
      '1980s',
      '1990s',
      '2000s',
      '2010s',
      '2020s',
    ]);
    expect(s.dealerships.every((d) => d.payment_publishable_key?.startsWith('pk_test_'))).toBe(true);
  });

  it('has the SPEC §2 group header, buttons and five footer groups', () => {
    const nav = (sites.get('harbourside') as SiteConfig).navigation;
    expect(nav.header.map((h) => h.name)).toEqual([
      'Brands',
      'Cars for Sale',
      'Finance',
      'Value My Car',
      'Offers',
      'Service',
      'Parts and Accessories',
      'Buy Online',
      'About Us',
      'More',
    ]);
    expect(nav.header.filter((h) => (h.dropdownItems?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(6);
    expect(nav.header_buttons).toEqual([
      { name: 'Value My Car', url: '/valuations' },
      { name: 'Book a Service', url: '/service' },
    ]);
    expect(nav.footer.map((f) => f.name)).toEqual([
      'Cars for Sale',
      'Buyer Tools',
      'Servicing & Parts',
      'About Us',
      'More',
    ]);
    expect(nav.header.find((h) => h.name === 'Finance')?.url).toBe('/finance');
    expect(nav.header.find((h) => h.name === 'Value My Car')?.url).toBe('/valuations');
  });
});

describe('every demo tenant shows what DESIGN.md says', () => {
  const slugs = [
    'harbourside',
    'ridgeway-toyota',
    'redline-motorcycles',
    'outback-campers',
    'roadhaul-trucks',
    'flexdrive',
    'cityhop',
    'tasman-motors',
    'lakeside-auto',
  ];

  it('has exactly the nine tenants', () => {
    expect(data.sites.map((s) => s.slug)).toEqual(slugs);
  });

  it.each(slugs)('%s: hosts, logo, theme, locations, hours, holiday hours, search scope, stock summary', (slug) => {
    const s = sites.get(slug) as SiteConfig;
    expect(s.hosts.slice(0, 3)).toEqual([`${slug}.localhost`, `${slug}.localhost:8787`, `${slug}.localhost:8788`]);
    expect(s.hosts[3]).toMatch(/^www\.[a-z0-9.-]+\.(com\.au|co\.nz|com)$/);
    expect(s.url).toBe(`https://${s.hosts[3]}`);
    expect(s.logo.url).toBe(`/media/logos/${slug}.svg`);
    expect(s.locations.length).toBeGreaterThan(0);
    expect(s.locations.filter((l) => l.primary)).toHaveLength(1);
    for (const l of s.locations) {
      expect(l.contact_detail.opening_hours.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(l.address.map_url).toContain(`${l.address.lat},${l.address.long}`);
    }
    expect(s.special_hours.length).toBeGreaterThan(0);
    const locationIds = new Set(s.locations.map((l) => l.id));
    expect(s.special_hours.every((h) => locationIds.has(h.location_id))).toBe(true);
    expect(s.search_filters).toBe(`dealership_id IN [${s.dealerships.map((d) => d.id).join(', ')}]`);
    const cars = carsOf(slug);
    expect(cars.length).toBeGreaterThan(50);
    expect(s.stock_summary).toEqual(stockSummary(cars));
    expect(s.navigation.header.length).toBeGreaterThan(0);
    expect(s.navigation.footer.length).toBeGreaterThan(0);
    expect(s.dealerships.every((d) => d.review_count > 0)).toBe(true);
  });

  it('ridgeway-toyota: brand template, /pre-owned, certified cars + dialog, /blog → /news, hidden phones', () => {
    const s = sites.get('ridgeway-toyota') as SiteConfig;
    expect(s.template).toBe('brand');
    expect(s.dealerships).toHaveLength(1);
    expect(s.manufacturer).toBe('Toyota');
    expect(s.pre_owned_path).toBe(true);
    expect(s.certified_dialog).toBe(true);
    expect(s.link_rewrites).toEqual([{ from: '/blog', to: '/news' }]);
    expect(s.hide_phone_numbers).toBe(true);
    const cars = carsOf('ridgeway-toyota');
    expect(cars.filter((c) => c.certified).length).toBeGreaterThan(5);
    expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
    expect(cars.filter((c) => c.certified).every((c) => c.make === 'Toyota' && c.car_type === 'used')).toBe(true);
    expect(JSON.stringify(s.navigation)).toContain('"/pre-owned"');
  });

  it('redline-motorcycles: /motorcycles, /search/used-motorcycles, motorcycles only', () => {
    const s = sites.get('redline-motorcycles') as SiteConfig;
    expect(s.vehicle_base_path).toBe('/motorcycles');
    expect(s.default_search_path).toBe('/search/used-motorcycles');
    const models = new Set(MOTORCYCLES.map((m) => `${m.make}|${m.model}`));
    expect(carsOf('redline-motorcycles').every((c) => models.has(`${c.make}|${c.model}`))).toBe(true);
  });

  it('outback-campers: /campers, /search/used-caravans, rv-vehicles, caravans/campers/motorhomes', () => {
    const s = sites.get('outback-campers') as SiteConfig;
    expect(s.vehicle_base_path).toBe('/campers');
    expect(s.default_search_path).toBe('/search/used-caravans');
    expect(JSON.stringify(s.navigation)).toContain('/search/rv-vehicles');
    const cars = carsOf('outback-campers');
    const models = new Set(CARAVANS.map((m) => `${m.make}|${m.model}`));
    expect(cars.every((c) => models.has(`${c.make}|${c.model}`))).toBe(true);
    const categories = new Set(cars.flatMap((c) => c.categories));
    expect(categories).toEqual(new Set(['Caravans', 'Camper Trailers', 'Motorhomes']));
    expect(cars.filter((c) => c.categories.includes('Caravans')).every((c) => c.km === 0)).toBe(true);
  });

  it('roadhaul-trucks: /search/new-used-and-demo-trucks, trucks with all three car types', () => {
    const s = sites.get('roadhaul-trucks') as SiteConfig;
    expect(s.default_search_path).toBe('/search/new-used-and-demo-trucks');
    const cars = carsOf('roadhaul-trucks');
    const models = new Set(TRUCKS.map((m) => `${m.make}|${m.model}`));
    expect(cars.every((c) => models.has(`${c.make}|${c.model}`))).toBe(true);
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']));
  });

  it('flexdrive: subscription cars with subscription prices', () => {
    const s = sites.get('flexdrive') as SiteConfig;
    expect(s.offers_subscription).toBe(true);
    expect(s.default_search_path).toBe('/search/subscription-cars');
    expect(s.default_sort).toBe('subscription_price:asc');
    const cars = carsOf('flexdrive');
    expect(cars.every((c) => (c.subscription_price ?? 0) > 100 && c.price_type === 'Per Week')).toBe(true);
    expect(new Set(cars.map((c) => c.subscription_price)).size).toBeGreaterThan(10);
  });

  it('cityhop: rentals at /find/rental-cars priced per day', () => {
    const s = sites.get('cityhop') as SiteConfig;
    expect(s.default_search_path).toBe('/find/rental-cars');
    const cars = carsOf('cityhop');
    expect(cars.every((c) => c.price_type === 'Per Day' && c.price >= 40 && c.price < 300)).toBe(true);
    expect(cars.every((c) => c.categories.includes('Rental'))).toBe(true);
  });

  it('tasman-motors: en-NZ, NZD, NZ regions and NZ phone numbers', () => {
    const s = sites.get('tasman-motors') as SiteConfig;
    expect(s.locale).toBe('en-NZ');
    expect(s.currency).toBe('NZD');
    expect(s.timezone).toBe('Pacific/Auckland');
    expect(new Set(s.locations.map((l) => l.address.state))).toEqual(new Set(['Auckland', 'Canterbury']));
    for (const l of s.locations)
      expect((l.contact_detail.phone ?? '').replace(/\s/g, '')).toMatch(/^0[234679]\d{7,9}$/);
    expect(carsOf('tasman-motors').some((c) => c.make === 'Toyota' && c.model === 'Aqua')).toBe(true);
  });

  it('lakeside-auto: en-US, USD, US states and US phone numbers, US makes', () => {
    const s = sites.get('lakeside-auto') as SiteConfig;
    expect(s.locale).toBe('en-US');
    expect(s.currency).toBe('USD');
    expect(s.locations.every((l) => l.address.state === 'WI' && /^\d{5}$/.test(l.address.postcode))).toBe(true);
    for (const l of s.locations) expect((l.contact_detail.phone ?? '').replace(/\D/g, '')).toMatch(/^[2-9]\d{9}$/);
    const models = new Set(US_CARS.map((m) => `${m.make}|${m.model}`));
    expect(carsOf('lakeside-auto').every((c) => models.has(`${c.make}|${c.model}`))).toBe(true);
  });

  it('Australian sites use Australian landlines (SPEC §5 rule) and AU states', () => {
    for (const s of data.sites.filter((x) => x.currency === undefined || x.currency === 'AUD')) {
      for (const l of s.locations ?? []) {
        expect((l.contact_detail.phone ?? '').replace(/\s/g, '')).toMatch(/^0[2-578]\d{8}$/);
        expect(['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA']).toContain(l.address.state);
        expect(l.address.postcode).toMatch(/^\d{4}$/);
      }
    }
  });

  it('uses real makes and models from the catalogs', () => {
    const known = new Set([...AU_CARS, ...MOTORCYCLES, ...CARAVANS, ...TRUCKS, ...US_CARS].map((m) => m.make));
    const tasmanExtra = new Set(['Toyota', 'Nissan']);
    expect(data.cars.every((c) => known.has(c.make) || tasmanExtra.has(c.make))).toBe(true);
  });
});

describe('opening hours (SPEC §9 sample)', () => {
  it('harbourside sales open about 8:30am-5:30pm weekdays, shorter Saturday, closed Sunday', () => {
    const sales = (sites.get('harbourside') as SiteConfig).locations.find(
      (l) => l.slug === 'harbourside-toyota-parramatta',
    );
    const hours = sales?.contact_detail.opening_hours ?? [];
    expect(hours[0]).toMatchObject({ weekday: 0, status: 'Closed' });
    for (const d of [1, 2, 3, 4, 5])
      expect(hours[d]).toMatchObject({
        status: 'Open',
        open: '08:30',
        close: '17:30',
        formated_hours: '8:30am - 5:30pm',
      });
    expect(hours[6]).toMatchObject({ status: 'Open', open: '08:30', close: '16:00' });
  });

  it('service opens at 7:00 or 7:30am and closes at 5:00pm', () => {
    const service = data.locations.filter(
      (l) => l.location_type === 'service' && l.dealership_slug.startsWith('harbourside'),
    );
    expect(service.length).toBeGreaterThan(0);
    for (const l of service) {
      const monday = l.contact_detail.opening_hours[1];
      expect(['07:00', '07:30']).toContain(monday?.open);
      expect(monday?.close).toBe('17:00');
    }
  });

  it('one location has a late Thursday, so Mon-Fri do not all match there', () => {
    const ringwood = data.locations.find((l) => l.slug === 'harbourside-kia-ringwood');
    expect(ringwood?.contact_detail.opening_hours[4]?.close).toBe('19:00');
  });

  it('holiday hours around the coming weeks use Open, Closed and By appointment only', () => {
    const all = data.sites.flatMap((s) => s.special_hours ?? []);
    expect(new Set(all.map((h) => h.status))).toEqual(new Set(['Open', 'Closed', 'By appointment only']));
    const from = new Date(NOW - 7 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(NOW + 121 * 86_400_000).toISOString().slice(0, 10);
    expect(all.every((h) => h.date >= from && h.date <= to)).toBe(true);
    const harbourside = (sites.get('harbourside') as SiteConfig).special_hours;
    expect(harbourside.find((h) => h.name === 'Christmas Day')?.status).toBe('Closed');
    expect(harbourside.some((h) => h.status === 'Open' && h.start_hour === '10:00' && h.end_hour === '16:00')).toBe(
      true,
    );
    // the brand site uses the hours.begin / hours.end shape
    expect((sites.get('ridgeway-toyota') as SiteConfig).special_hours.some((h) => h.hours?.begin === '10:00')).toBe(
      true,
    );
  });
});

describe('schemas', () => {
  it('every site config parses with SiteConfigSchema', () => {
    for (const s of data.sites) expect(SiteConfigSchema.safeParse(s).success, s.slug).toBe(true);
  });

  it('every car, location and review parses with its schema', () => {
    for (const c of data.cars) {
      const r = CarSchema.safeParse(c);
      if (!r.success) throw new Error(`${c.slug}: ${r.error.message}`);
    }
    for (const l of data.locations) expect(LocationSchema.safeParse(l).success, l.slug).toBe(true);
    for (const r of data.reviews) expect(ReviewSchema.safeParse(r).success, String(r.id)).toBe(true);
  });

  it('ids and slugs are unique and references resolve', () => {
    const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;
    expect(unique(data.cars.map((c) => c.id))).toBe(true);
    expect(unique(data.cars.map((c) => c.slug))).toBe(true);
    expect(unique(data.cars.map((c) => c.stocknum))).toBe(true);
    expect(unique(data.locations.map((l) => l.id))).toBe(true);
    expect(unique(data.reviews.map((r) => r.id))).toBe(true);
    expect(unique(data.dealerships.map((d) => d.id))).toBe(true);
    const locations = new Map(data.locations.map((l) => [l.id, l]));
    for (const c of data.cars) {
      const l = locations.get(c.location_id);
      expect(l?.dealership_id).toBe(c.dealership_id);
      expect(c.location.slug).toBe(l?.slug);
      expect(c.city).toBe(l?.address.city);
    }
  });
});

describe('car slugs', () => {
  it('are year-make-model-badge-stocknum in lowercase letters, digits and hyphens', () => {
    for (const c of data.cars) {
      expect(c.slug).toMatch(CAR_SLUG_PATTERN);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.slug).toBe(carSlug(c.year, c.make, c.model, c.badge, c.stocknum));
      expect(c.slug.startsWith(`${c.year}-`)).toBe(true);
      expect(c.slug.endsWith(`-${c.stocknum.toLowerCase()}`)).toBe(true);
    }
  });

  it('slugify handles punctuation and symbols', () => {
    expect(carSlug(2024, 'Mercedes-Benz', 'GLC', 'GLC300 4MATIC', 'HMG00001')).toBe(
      '2024-mercedes-benz-glc-glc300-4matic-hmg00001',
    );
    expect(carSlug(2023, 'Ford', 'Ranger', '*** Wildtrak / X ***', 'A1')).toBe('2023-ford-ranger-wildtrak-x-a1');
    expect(carSlug(2022, 'Honda', 'Civic', 'e:HEV LX', 'Z9')).toBe('2022-honda-civic-e-hev-lx-z9');
    expect(carSlug(2021, 'Kia', 'EV6', null, 'Q7')).toBe('2021-kia-ev6-q7');
  });

  it('every demo car photo is a stored JPEG of its kind (never an SVG drawing): one paint per car, photo n in view n', () => {
    expect(new Set(DEMO_PHOTO_SITES)).toEqual(new Set(data.sites.map((s) => s.slug)));
    const siteSlug = new Map(data.sites.map((s) => [s.id, s.slug]));
    const dealershipSite = new Map(data.dealerships.map((d) => [d.id, siteSlug.get(d.site_id)!]));
    const kinds = new Map(DEMO_TENANTS.map((t) => [t.slug, new Set<string>(t.catalog.map((m) => m.kind))]));
    for (const c of data.cars) {
      expect(c.photos_count).toBe(c.images.length);
      const siteKinds = kinds.get(dealershipSite.get(c.dealership_id)!)!;
      const paints = new Set<number>();
      c.images.forEach((img, i) => {
        const m = /^\/media\/photos\/demo\/(car|motorcycle|caravan|truck)-(\d+)\.jpg$/.exec(img.image.url);
        expect(m, img.image.url).not.toBeNull();
        expect(siteKinds.has(m![1]!), `${c.slug}: ${m![1]}`).toBe(true);
        const n = Number(m![2]);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(DEMO_PHOTO_POOL);
        paints.add(Math.floor((n - 1) / 2));
        expect((n - 1) % 2).toBe(i % 2);
      });
      expect(paints.size).toBeLessThanOrEqual(1);
      expect(c.primary_image_url).toBe(c.images[0]?.image.url ?? null);
    }
    expect(data.cars.filter((c) => c.images.length >= 3).length / data.cars.length).toBeGreaterThan(0.9);
  });
});

describe('statuses, tags and flags cover every case', () => {
  const cases = (cars: Car[]) => ({
    in_stock: cars.filter((c) => c.status === 'in_stock').length,
    coming_soon: cars.filter((c) => c.status === 'coming_soon').length,
    sold_inside_window: cars.filter((c) => c.status === 'sold' && NOW_S - (c.sold_date_timestamp ?? 0) < SOLD_WINDOW_S)
      .length,
    sold_outside_window: cars.filter((c) => c.status === 'sold' && NOW_S - (c.sold_date_timestamp ?? 0) > SOLD_WINDOW_S)
      .length,
    reserved: cars.filter((c) => c.reserved).length,
    reservable_false: cars.filter((c) => c.reservable === false).length,
    test_drive_only: cars.filter((c) => c.tag === 'Test Drive Only').length,
    test_drive_vehicle_only: cars.filter((c) => c.tag === '*** Test Drive Vehicle Only ***').length,
    special: cars.filter((c) => c.tag === 'Special' && (c.before_price ?? 0) > c.price).length,
    pre_order: cars.filter((c) => c.tag === 'Pre-order' && c.preorder).length,
    certified: cars.filter((c) => c.certified).length,
    deposit_200: cars.filter((c) => c.payment_processors.some((p) => p.deposit_amount === 200)).length,
    deposit_500: cars.filter((c) => c.payment_processors.some((p) => p.deposit_amount === 500)).length,
    deposit_missing: cars.filter((c) => c.payment_processors.some((p) => p.deposit_amount === null)).length,
    processor_without_key: cars.filter((c) => c.payment_processors.some((p) => p.authorization_key === null)).length,
    no_processor: cars.filter((c) => c.payment_processors.length === 0).length,
    below_market: cars.filter((c) => (c.autograb_data?.average_market_price ?? 0) - c.price > 499).length,
    not_below_market: cars.filter(
      (c) => c.autograb_data && (c.autograb_data.average_market_price ?? 0) - c.price <= 499,
    ).length,
    history_file: cars.filter((c) => c.file !== null).length,
    hidden: cars.filter((c) => !c.show_on_dealer_website).length,
    just_arrived: cars.filter((c) => c.status === 'in_stock' && NOW_S - c.created_at_timestamp < 8 * 86_400).length,
    no_price: cars.filter((c) => c.price <= 10).length,
    electric: cars.filter((c) => c.simple_fuel === 'Electric').length,
    hybrid: cars.filter((c) => c.simple_fuel === 'Hybrid').length,
    phev: cars.filter((c) => c.simple_fuel === 'PHEV').length,
    petrol: cars.filter((c) => c.simple_fuel === 'Petrol').length,
    diesel: cars.filter((c) => c.simple_fuel === 'Diesel').length,
    manual: cars.filter((c) => c.simple_transmission === 'Manual').length,
  });

  it('across all tenants', () => {
    for (const [name, count] of Object.entries(cases(data.cars))) expect(count, name).toBeGreaterThan(0);
  });

  it('every tenant has a hidden car, on any day (tests of the hidden-car 404 never skip)', () => {
    for (const now of [NOW, NOW + 200 * 86_400_000])
      for (const t of iterateTenants({ now, validate: false }))
        expect(
          t.cars.some((c) => !c.show_on_dealer_website),
          t.site.slug,
        ).toBe(true);
  });

  it('on harbourside alone', () => {
    for (const [name, count] of Object.entries(cases(carsOf('harbourside')))) expect(count, name).toBeGreaterThan(0);
  });

  it('deposits are mostly 200', () => {
    const processors = data.cars.flatMap((c) => c.payment_processors);
    expect(processors.filter((p) => p.deposit_amount === 200).length / processors.length).toBeGreaterThan(0.7);
  });

  it('keeps the fields consistent', () => {
    for (const c of data.cars) {
      expect(c.sold).toBe(c.status === 'sold');
      expect(c.sold_date_timestamp !== null).toBe(c.status === 'sold');
      if (c.sold_date_timestamp !== null) {
        expect(c.sold_date_timestamp).toBeLessThanOrEqual(NOW_S);
        expect(c.created_at_timestamp).toBeLessThan(c.sold_date_timestamp);
      }
      expect(c.created_at_timestamp).toBeLessThanOrEqual(NOW_S);
      expect(c.created_at).toBe(new Date(c.created_at_timestamp * 1000).toISOString().replace('.000Z', 'Z'));
      expect(c.has_checkout_payment_processor).toBe(c.payment_processors.some((p) => p.authorization_key !== null));
      if (c.reserved) expect(c.status).toBe('in_stock');
      if (c.car_type === 'new') expect(c.km).toBeLessThan(100);
      expect(c.year).toBeLessThanOrEqual(2026);
      expect(c.year).toBeGreaterThanOrEqual(2013);
    }
  });

  it('only payment-enabled sites carry payment processors', () => {
    for (const s of sites.values()) {
      const cars = carsOf(s.slug);
      if (s.features.payments)
        expect(
          cars.some((c) => c.payment_processors.length > 0),
          s.slug,
        ).toBe(true);
      else
        expect(
          cars.every((c) => c.payment_processors.length === 0),
          s.slug,
        ).toBe(true);
    }
  });
});

describe('no demo dead ends (issue 34)', () => {
  it('every site that links /special-offers has offers live today to list there', () => {
    for (const s of data.sites) {
      if (!JSON.stringify(s.navigation).includes('"/special-offers"')) continue;
      const live = (s.promotions ?? []).filter((p) =>
        isPromotionActive({ start: p.start ?? null, expiry: p.expiry ?? null }, new Date(), s.timezone),
      );
      expect(live.length, s.slug).toBeGreaterThan(0);
    }
  });
  it("a car's history report is a stored file of the site (/media/files/…), not another host", () => {
    const files = data.cars.map((c) => c.file).filter((f): f is string => f !== null);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /^\/media\/files\/demo\/history-report-\d\.pdf$/.test(f))).toBe(true);
  });
});

describe('KV entries', () => {
  it('map every host to its slug and the slug to a parseable site config', () => {
    const entries = data.sites.flatMap((site) => kvEntries({ site }));
    const map = new Map(entries.map((e) => [e.key, e.value]));
    expect(map.size).toBe(entries.length);
    for (const s of data.sites) {
      for (const h of s.hosts) expect(map.get(`host:${h}`)).toBe(s.slug);
      expect(SiteConfigSchema.parse(JSON.parse(map.get(`site:${s.slug}`) ?? 'null')).slug).toBe(s.slug);
    }
    expect([...map.keys()].every((k) => /^(host|site|dashboard):/.test(k))).toBe(true);
    // SPEC §7 search pages, as the dashboard sync caches them (the search page reads them).
    for (const s of data.sites) {
      const slugs = JSON.parse(map.get(`dashboard:search_slugs:${s.slug}`) ?? 'null');
      DashboardSearchSlugsSchema.parse(slugs.value);
      const templates = JSON.parse(map.get(`dashboard:search_page_templates:${s.slug}`) ?? 'null');
      DashboardSearchPageTemplatesSchema.parse(templates.value);
    }
    expect(map.has('routing:v1')).toBe(false);
    expect(map.has('deployments:v1')).toBe(false);
  });
});

describe('iterateTenants', () => {
  it('yields the same tenants generateDemo collects', () => {
    const slugs = [...iterateTenants({ now: NOW, validate: false })].map((t) => t.site.slug);
    expect(slugs).toEqual(data.sites.map((s) => s.slug));
  });
});
