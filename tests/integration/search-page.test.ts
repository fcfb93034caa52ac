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
