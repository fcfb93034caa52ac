import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const demo = new Map([...iterateTenants({ now: NOW, validate: false })].map((t) => [t.site.slug, t]));

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({
    now: NOW,
    tenants: [
      'harbourside',
      'redline-motorcycles',
      'lakeside-auto',
      'cityhop',
      'ridgeway-toyota',
      'roadhaul-trucks',
      'flexdrive',
      'outback-campers',
      'tasman-motors',
    ],
  });
}, 180_000);
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, html: await res.text() };
};
const cards = (html: string) => html.match(/class="sr-card(?: sr-far)?"/g)?.length ?? 0;
const cardHrefs = (html: string) =>
  [...html.matchAll(/class="sr-title"><a href="([^"]*)"/g)].map((m) => m[1] as string);
const conditions = (html: string) => [...html.matchAll(/<dt>Condition<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => m[1]);
const locations = (html: string) => [...html.matchAll(/class="sr-location">([^<]*)</g)].map((m) => m[1] as string);

describe('search page: server-rendered first page', () => {
  it('/search on the group site: 21 cards, keyword box, sort, facets, pagination in the HTML', async () => {
    const { status, html } = await page('harbourside.localhost', '/search');
    expect(status).toBe(200);
    expect(html).toContain('data-fragment="search/SearchPage"');
    expect(cards(html)).toBe(21);
    expect(html).toContain('placeholder="Keyword search eg. EV, SUV, Toyota"');
    expect(html).toContain('Most Relevant');
    expect(html).toMatch(/srcset="[^"]*640w/i);
    expect(html).toContain('rel="next"');
    expect(html).toContain('Show all makes');
  });

  // SPEC §2 + §4: promotion card slot at position 9 on the group site; date window; car type filter.
  it('the group site shows its active promotion 9th in the grid, in turn per page and per car type', async () => {
    const gridItems = (html: string) =>
      [...html.matchAll(/<(?:article|aside) class="sr-card( sr-promo)?(?: sr-far)?"/g)].map((m) =>
        m[1] ? 'promo' : 'car',
      );
    const heading = (html: string) => html.match(/sr-promo-heading">([^<]*)</)?.[1];
    const first = await page('harbourside.localhost', '/search');
    expect(gridItems(first.html).indexOf('promo')).toBe(8);
    expect(heading(first.html)).toBe('Finance from 6.49% p.a.');
    expect(first.html).not.toContain('End of financial year sale'); // expired
    const used2 = await page('harbourside.localhost', '/search/used-cars?page=2');
    expect(heading(used2.html)).toBe('Trade in and trade up'); // 'new and demo only' card skipped
    const new2 = await page('harbourside.localhost', '/search/new-cars?page=2');
    expect(heading(new2.html)).toBe('Free scheduled servicing for 3 years');
    for (const host of ['lakeside-auto.localhost', 'redline-motorcycles.localhost']) {
      expect(gridItems((await page(host, '/search')).html)).not.toContain('promo');
    }
  });

  it('/search/used-cars and the SEO path /search/used/toyota narrow the results', async () => {
    const used = await page('harbourside.localhost', '/search/used-cars');
    expect(used.status).toBe(200);
    expect(used.html).not.toMatch(/<dt>Condition<\/dt><dd>New<\/dd>/);
    const toyota = await page('harbourside.localhost', '/search/used/toyota');
    expect(toyota.status).toBe(200);
    expect(cards(toyota.html)).toBeGreaterThan(0);
    const titles = [...toyota.html.matchAll(/class="sr-title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]);
    expect(titles.every((t) => t?.includes('Toyota'))).toBe(true);
  });

  it('page 2 via the query string, keyword via ?query=', async () => {
    const p2 = await page('harbourside.localhost', '/search?page=2');
    expect(p2.html).toContain('Page 2 of');
    const kw = await page('harbourside.localhost', '/search?query=toyota');
    expect(cards(kw.html)).toBeGreaterThan(0);
  });

  it('an unknown search path is a 404', async () => {
    expect((await page('harbourside.localhost', '/search/not-a-real-thing-xyz')).status).toBe(404);
  });

  it('motorcycles link under /motorcycles; US dealer shows miles', async () => {
    const moto = await page('redline-motorcycles.localhost', '/search/used-motorcycles');
    expect(moto.status).toBe(200);
    expect(moto.html).toMatch(/href="\/motorcycles\/[^"]+"/);
    const us = await page('lakeside-auto.localhost', '/search');
    expect(us.html).toMatch(/<dd>[\d,]+ mi<\/dd>/);
  });

  it('rental, pre-owned and the vehicle listing base render', async () => {
    expect((await page('cityhop.localhost', '/find/rental-cars')).status).toBe(200);
    expect((await page('ridgeway-toyota.localhost', '/pre-owned')).status).toBe(200);
    expect((await page('harbourside.localhost', '/cars')).status).toBe(200);
  });

  it('categories appear as a facet where the stock has them (trucks)', async () => {
    const trucks = await page('roadhaul-trucks.localhost', '/search/new-used-and-demo-trucks');
    expect(trucks.status).toBe(200);
    expect(trucks.html).toContain('<legend>Categories</legend>');
    const cars = await page('harbourside.localhost', '/search');
    expect(cars.html).not.toContain('<legend>Features</legend>');
  });
});

describe("search page: each tenant's routes and defaults", () => {
  // SPEC §2 /search/subscription-cars and the subscription price sorts; flexdrive's default sort.
  it('flexdrive /search/subscription-cars: cards, subscription price sorts, the site default sort selected', async () => {
    const { status, html } = await page('flexdrive.localhost', '/search/subscription-cars');
    expect(status).toBe(200);
    expect(cards(html)).toBeGreaterThan(0);
    expect(html).toContain('Highest Subscription Price');
    expect(html).toMatch(/<option value="subscription_price:asc" selected="">Lowest Subscription Price<\/option>/);
  });

  it('outback-campers /search/used-caravans (used only) and /search/rv-vehicles: cards under /campers', async () => {
    const used = await page('outback-campers.localhost', '/search/used-caravans');
    expect(used.status).toBe(200);
    expect(cards(used.html)).toBeGreaterThan(0);
    expect(new Set(conditions(used.html))).toEqual(new Set(['Used']));
    const rv = await page('outback-campers.localhost', '/search/rv-vehicles');
    expect(rv.status).toBe(200);
    expect(cards(rv.html)).toBeGreaterThan(0);
    for (const html of [used.html, rv.html]) expect(cardHrefs(html).every((h) => h.startsWith('/campers/'))).toBe(true);
  });

  // SPEC §2/§9: page size 21 on the group site, 100 by default elsewhere.
  it('tasman-motors /search: 100 cards a page (the default page size off the group site)', async () => {
    const { status, html } = await page('tasman-motors.localhost', '/search');
    expect(status).toBe(200);
    expect(cards(html)).toBe(100);
    expect(html).toContain('Page 1 of 2');
  });

  it('cityhop /find/rental-cars shows its cars', async () => {
    const { status, html } = await page('cityhop.localhost', '/find/rental-cars');
    expect(status).toBe(200);
    expect(cards(html)).toBeGreaterThan(0);
  });

  it("harbourside /search/{dealership_slug} lists only that dealership's cars", async () => {
    const tenant = demo.get('harbourside')!;
    const [dealership, ...others] = tenant.site.dealerships;
    const own = new Set(tenant.cars.filter((c) => c.dealership_id === dealership!.id).map((c) => c.location.name));
    const theirs = tenant.cars.filter((c) => others.some((d) => d.id === c.dealership_id)).map((c) => c.location.name);
    const { status, html } = await page('harbourside.localhost', `/search/${dealership!.slug}`);
    expect(status).toBe(200);
    const shown = locations(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((l) => own.has(l))).toBe(true);
    expect(shown.some((l) => theirs.includes(l) && !own.has(l))).toBe(false);
  });

  // SPEC §2 /pre-owned on one brand template: pre-owned (used) stock only.
  it('ridgeway-toyota /pre-owned lists used cars only', async () => {
    const { status, html } = await page('ridgeway-toyota.localhost', '/pre-owned');
    expect(status).toBe(200);
    expect(cards(html)).toBeGreaterThan(0);
    expect(new Set(conditions(html))).toEqual(new Set(['Used']));
    expect(conditions((await page('ridgeway-toyota.localhost', '/search')).html)).toContain('New');
  });

  // SPEC §9: US spellings and miles on lakeside-auto (en-US).
  it('lakeside-auto reads US English: Color, Gas, Quick Inquiry, mile sorts', async () => {
    const { html } = await page('lakeside-auto.localhost', '/search');
    expect(html).toContain('<legend>Color</legend>');
    expect(html).not.toContain('Colour');
    expect(html).toContain('>Quick Inquiry</a>');
    expect(html).not.toContain('>Quick Enquiry<');
    expect(html).toContain('>Highest Miles</option>');
    expect(html).not.toContain('Kms');
    expect(html).toMatch(/<dd>Gas<\/dd>/);
    expect(html).not.toMatch(/>Petrol</);
    const au = await page('harbourside.localhost', '/search');
    expect(au.html).toContain('<legend>Colour</legend>');
    expect(au.html).toContain('>Quick Enquiry</a>');
  });

  // SPEC §2: year is a checkbox facet as well as a range facet.
  it('year is a checkbox facet; a year link narrows to that year', async () => {
    const { html } = await page('harbourside.localhost', '/search');
    const link = html.match(/<a data-nav="" href="(\/search\?year=(\d{4}):\2)" role="checkbox" aria-checked="false">/);
    expect(link).not.toBeNull();
    const year = link![2]!;
    const one = await page('harbourside.localhost', link![1]!.replace(/&amp;/g, '&'));
    expect(one.status).toBe(200);
    const titles = [...one.html.matchAll(/class="sr-title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t?.startsWith(`${year} `))).toBe(true);
  });

  // SPEC §2 empty state: 'Find Me Something Similar' keeps the page's own filters (used), drops the rest.
  it("the empty state's 'Find Me Something Similar' keeps the used-cars page's filter", async () => {
    const { html } = await page('harbourside.localhost', '/search/used-cars?query=zzqxv&colour=Nope');
    expect(cards(html)).toBe(0);
    expect(html).toContain('<a href="/search/used" data-nav="">Find Me Something Similar</a>');
  });

  // SPEC §3 lists item_type, price_range and weekly_price_range; the index cannot filter them: dropped.
  it('unfilterable URL keys are harmless: the search runs without them', async () => {
    const plain = await page('harbourside.localhost', '/search');
    for (const key of ['item_type', 'price_range', 'weekly_price_range']) {
      const res = await page('harbourside.localhost', `/search?${key}=x`);
      expect(res.status).toBe(200);
      expect(cards(res.html)).toBe(cards(plain.html));
    }
  });
});
