import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({
    tenants: ['harbourside', 'redline-motorcycles', 'lakeside-auto', 'cityhop', 'ridgeway-toyota', 'roadhaul-trucks'],
  });
}, 120_000);
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, html: await res.text() };
};
const cards = (html: string) => html.match(/class="sr-card"/g)?.length ?? 0;

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
      [...html.matchAll(/<(?:article|aside) class="sr-card( sr-promo)?"/g)].map((m) => (m[1] ? 'promo' : 'car'));
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
      expect((await page(host, '/search')).html).not.toContain('sr-promo');
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
