/**
 * Search landing pages (issue 34 item 4): SPEC §7's search_slugs and search_page_templates, as the
 * dashboard sync caches them in KV, give a search page its title, h1, description and intro text, with
 * the dealer's default where no template exists; the canonical drops what is not the page; a page past
 * the last is 404; the page's cars are an ItemList JSON-LD.
 */
import { dashboardCacheKey } from '@forecourt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({
    tenants: [
      'harbourside',
      'ridgeway-toyota',
      'lakeside-auto',
      'cityhop',
      'flexdrive',
      'redline-motorcycles',
      'tasman-motors',
    ],
    vars: { HTML_CACHE: 'off' },
  });
}, 300_000);
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, html: await res.text() };
};
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const intro = (html: string) => /<p class="sr-intro">([^<]*)<\/p>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const itemList = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { '@type': string; itemListElement: { position: number; url: string }[] }) : null;
};
const HARBOURSIDE = 'https://www.harbourside-motor-group.com.au';

describe('landing text', () => {
  it("a value path without a template: the dealer's default, named from its filters", async () => {
    const { status, html } = await page('ridgeway-toyota.localhost', '/search/used/toyota');
    expect(status).toBe(200);
    expect(title(html)).toBe('Used Toyota for sale | Ridgeway Toyota');
    expect(h1(html)).toBe('Used Toyota for sale');
    expect(description(html)).toMatch(/^Used Toyota for sale at Ridgeway Toyota: \d+ cars in stock now/);
    expect(intro(html)).toBe(description(html));
    const city = await page('harbourside.localhost', '/search/used/nsw/parramatta');
    expect(city.status).toBe(200);
    expect(title(city.html)).toBe('Used cars for sale in Parramatta | Harbourside Motor Group');
  });

  it("a /search/{slug} with the dashboard's template takes its title and text", async () => {
    const { html } = await page('harbourside.localhost', '/search/new-used-and-demo-cars');
    expect(title(html)).toBe('All our new, used and demo cars | Harbourside Motor Group');
    expect(h1(html)).toBe('All our new, used and demo cars');
    expect(intro(html)).toMatch(
      /^Every one of Harbourside Motor Group(&#x27;|')s new, used and demo cars in one place/,
    );
  });

  it('a motorcycle, a US, an NZ, a rental and a subscription dealer say it in their own words; a later page says which', async () => {
    const bikes = await page('redline-motorcycles.localhost', '/search/new-motorcycles');
    expect(h1(bikes.html)).toBe('New motorcycles for sale');
    const us = await page('lakeside-auto.localhost', '/search/used');
    expect(title(us.html)).toBe('Used cars for sale | Lakeside Auto');
    const nz = await page('tasman-motors.localhost', '/search?page=2');
    expect(nz.status).toBe(200);
    expect(title(nz.html)).toMatch(/^Cars for sale \(page 2\) \| Tasman Motors/);
    const rental = await page('cityhop.localhost', '/find/rental-cars');
    expect(rental.status).toBe(200);
    // a rental and a subscription site do not sell their cars
    expect(h1(rental.html)).toBe('Cars for hire');
    const subscription = await page('flexdrive.localhost', '/search');
    expect(h1(subscription.html)).toBe('Cars on subscription');
  });

  it("a slug the dashboard adds is a page with its filters and text; a template's markup is text", async () => {
    await p.kv.put(
      dashboardCacheKey('search_slugs', 'harbourside'),
      JSON.stringify({ fetched_at: Date.now(), value: [{ slug: 'family-suvs', filters: { body: ['SUV'] } }] }),
    );
    await p.kv.put(
      dashboardCacheKey('search_page_templates', 'harbourside'),
      JSON.stringify({
        fetched_at: Date.now(),
        value: [{ slug: 'family-suvs', title: 'Family SUVs </script><b>', description: 'Room for everyone.' }],
      }),
    );
    const { status, html } = await page('harbourside.localhost', '/search/family-suvs');
    expect(status).toBe(200);
    expect(title(html)).toBe('Family SUVs &lt;/script&gt;&lt;b&gt; | Harbourside Motor Group');
    expect(h1(html)).toBe('Family SUVs &lt;/script&gt;&lt;b&gt;');
    expect(intro(html)).toBe('Room for everyone.');
    expect(html).not.toContain('</script><b>');
    expect(itemList(html)?.itemListElement.length).toBeGreaterThan(0);
    const found = (h: string) => /(\d+) vehicles? found/.exec(h)?.[1];
    expect(found(html)).toBe(found((await page('harbourside.localhost', '/search?body=SUV')).html));
    // a value the schema refuses (a slug with a slash) leaves the site's pages as the platform's
    await p.kv.put(
      dashboardCacheKey('search_slugs', 'harbourside'),
      JSON.stringify({ fetched_at: Date.now(), value: [{ slug: 'a/b', filters: {} }] }),
    );
    expect((await page('harbourside.localhost', '/search/family-suvs')).status).toBe(404);
    expect((await page('harbourside.localhost', '/search/used')).status).toBe(200);
    await p.kv.delete(dashboardCacheKey('search_slugs', 'harbourside'));
  });
});

describe('canonical, paging and JSON-LD', () => {
  it.each([
    ['/search/used?page=0', `${HARBOURSIDE}/search/used`],
    ['/search/used?page=abc', `${HARBOURSIDE}/search/used`],
    ['/search/used/?utm_source=x&foo=1&page=1', `${HARBOURSIDE}/search/used`],
    ['/search/used?sortBy=price:asc&colour=White&page=2', `${HARBOURSIDE}/search/used?colour=White&page=2`],
  ])('%s → %s', async (path, expected) => {
    const { status, html } = await page('harbourside.localhost', path);
    expect(status).toBe(200);
    expect(canonical(html)).toBe(expected);
  });

  it('a page past the last is 404; the last page is 200', async () => {
    const first = await page('harbourside.localhost', '/search/used');
    const pages = Number(/Page 1 of (\d+)/.exec(first.html)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect((await page('harbourside.localhost', `/search/used?page=${pages}`)).status).toBe(200);
    expect((await page('harbourside.localhost', `/search/used?page=${pages + 1}`)).status).toBe(404);
    expect((await page('harbourside.localhost', '/search/used?page=100000')).status).toBe(404);
  });

  it("an ItemList of the page's cars, in order, positions counted from the page's offset", async () => {
    const one = await page('harbourside.localhost', '/search/used');
    const two = await page('harbourside.localhost', '/search/used?page=2');
    const list1 = itemList(one.html);
    const list2 = itemList(two.html);
    expect(list1?.['@type']).toBe('ItemList');
    const hrefs = [...one.html.matchAll(/class="sr-title"><a href="([^"]*)"/g)].map((m) => `${HARBOURSIDE}${m[1]}`);
    expect(list1?.itemListElement.map((i) => i.url)).toEqual(hrefs);
    expect(list1?.itemListElement[0]?.position).toBe(1);
    expect(list2?.itemListElement[0]?.position).toBe(hrefs.length + 1);
  });
});
