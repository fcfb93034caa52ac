import { type Car, CarJsonLdSchema, CarPhoneRevealSchema, isCarListed } from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledEvents } from '../support/archived-events.js';
import { type Platform, startPlatform } from '../support/platform.js';

const NOW = Date.now();
const TENANTS = ['harbourside', 'ridgeway-toyota', 'redline-motorcycles', 'lakeside-auto'];
const data = new Map([...iterateTenants({ now: NOW, validate: false })].map((t) => [t.site.slug, t]));
const harbour = data.get('harbourside')!;
const inScope = (c: Car) =>
  isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: harbour.site.include_sold_cars_days ?? null });
const available = harbour.cars.find((c) => inScope(c) && c.status === 'in_stock' && c.vin && c.images.length > 1)!;
const hidden = harbour.cars.find((c) => !c.show_on_dealer_website)!;
const soldOutside = harbour.cars.find(
  (c) =>
    c.status === 'sold' &&
    c.show_on_dealer_website &&
    !isCarListed(c, { now: new Date(NOW), includeSoldCarsDays: null }),
)!;
const soldInside = harbour.cars.find((c) => c.status === 'sold' && inScope(c))!;
const moto = data.get('redline-motorcycles')!.cars.find((c) => c.status === 'in_stock' && c.show_on_dealer_website)!;

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ tenants: TENANTS, now: NOW });
}, 120_000);
afterAll(() => p?.dispose());

const page = async (host: string, path: string) => {
  const res = await p.get(host, path);
  return { status: res.status, html: await res.text() };
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) => {
  const m = head(html).match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return m ? JSON.parse(m[1]!) : null;
};

const ridge = data.get('ridgeway-toyota')!;
const ridgeCar = ridge.cars.find((c) => c.status === 'in_stock' && c.show_on_dealer_website && c.location.phone)!;
const digits = (phone: string) => phone.replace(/\D/g, '');

describe('car page', () => {
  it('a real car on harbourside: 200, the car-detail fragment, head tags and JSON-LD in the server HTML', async () => {
    const { status, html } = await page('harbourside.localhost', `/cars/${available.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('data-fragment="car-detail/CarPage"');
    const h = head(html);
    expect(h).toContain(`<title>${available.year} ${available.make}`);
    expect(h).toContain(`<link rel="canonical" href="${new URL(`/cars/${available.slug}`, harbour.site.url)}"`);
    expect(h).toContain('property="og:image"');
    expect(h).toContain('name="twitter:card"');
    const ld = jsonLd(html);
    expect(CarJsonLdSchema.parse(ld).vehicleIdentificationNumber).toBe(available.vin);
    expect(ld.offers.seller['@type']).toBe('AutoDealer');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('See more from this dealer');
  });

  it('a bad slug is a 404 without a data look-up', async () => {
    const { status, html } = await page('harbourside.localhost', '/cars/bad%20slug!');
    expect(status).toBe(404);
    expect(html).not.toContain('data-fragment="car-detail/CarPage"');
  });

  it('an unknown car is a 404 page offering similar stock', async () => {
    const { status, html } = await page('harbourside.localhost', '/cars/2020-toyota-corolla-nope-XX99999');
    expect(status).toBe(404);
    expect(html).toContain('no longer available');
    expect(html).toContain('cd-similar__card');
    expect(html).not.toContain('application/ld+json');
  });

  it('a hidden car and a car sold outside the window are 404', async () => {
    expect(hidden && soldOutside).toBeTruthy();
    expect((await page('harbourside.localhost', `/cars/${hidden.slug}`)).status).toBe(404);
    expect((await page('harbourside.localhost', `/cars/${soldOutside.slug}`)).status).toBe(404);
  });

  it('a car sold inside the window shows the sold tag and Find Me Something Similar', async () => {
    const { status, html } = await page('harbourside.localhost', `/cars/${soldInside.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(harbour.site.specifications?.sold_tag_name || 'JUST SOLD');
    expect(html).toContain('Find Me Something Similar');
    expect(html.split('id="__forecourt"')[0]).not.toContain(`href="/book-test-drive?car_id=${soldInside.id}"`);
  });

  it('redline-motorcycles: the page lives under /motorcycles; /cars is not a car page there', async () => {
    const ok = await page('redline-motorcycles.localhost', `/motorcycles/${moto.slug}`);
    expect(ok.status).toBe(200);
    expect(ok.html).toContain('data-fragment="car-detail/CarPage"');
    expect((await page('redline-motorcycles.localhost', `/cars/${moto.slug}`)).status).toBe(404);
    // its trade-in link lives under the same base path, and answers (contracts carTradeInPath)
    const tradeIn = /href="(\/motorcycles\/trade-in\?car_id=\d+)"/.exec(ok.html)?.[1];
    expect(tradeIn).toBe(`/motorcycles/trade-in?car_id=${moto.id}`);
    expect((await page('redline-motorcycles.localhost', tradeIn!)).status).toBe(200);
  });

  it('ridgeway-toyota hides the phone number: masked, and the full number nowhere in the page source', async () => {
    const { status, html } = await page('ridgeway-toyota.localhost', `/cars/${ridgeCar.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('Show number');
    expect(html).toContain(ridgeCar.location.phone!.slice(0, 5));
    // Neither in the HTML, the hydration props, the JSON-LD nor a tel:/wa.me link, in any spelling.
    expect(html).not.toContain(ridgeCar.location.phone!);
    expect(html).not.toContain(digits(ridgeCar.location.phone!));
    expect(html).not.toContain(digits(ridgeCar.location.phone!).slice(1));
  });

  it('chat button only where chat is configured and not hidden on car pages; certified dialog on the brand template', async () => {
    // ridgeway-toyota: Zendesk, hidden only on /careers → shown; brand template with certified_dialog.
    const certified = ridge.cars.find((c) => c.status === 'in_stock' && c.show_on_dealer_website && c.certified)!;
    const ridgeway = await page('ridgeway-toyota.localhost', `/cars/${certified.slug}`);
    expect(ridgeway.html).toContain('Chat with us');
    expect(ridgeway.html).toContain('See certified information');
    // harbourside: LiveChat, but hidden on /cars pages; redline-motorcycles: no chat configured.
    expect((await page('harbourside.localhost', `/cars/${available.slug}`)).html).not.toContain('Chat with us');
    expect((await page('redline-motorcycles.localhost', `/motorcycles/${moto.slug}`)).html).not.toContain(
      'Chat with us',
    );
  });

  it('a car page is stored in the HTML cache; a 404 with similar stock never is', async () => {
    const path = `/cars/${available.slug}?cache-probe=1`;
    await (await p.get('harbourside.localhost', path)).text();
    await new Promise((r) => setTimeout(r, 200));
    expect((await p.get('harbourside.localhost', path)).headers.get('x-forecourt-cache')).toBe('HIT');
    const unknown = '/cars/2020-toyota-corolla-cache-XX99998';
    await (await p.get('harbourside.localhost', unknown)).text();
    await new Promise((r) => setTimeout(r, 200));
    const again = await p.get('harbourside.localhost', unknown);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-forecourt-cache')).not.toBe('HIT');
  });

  it('lakeside-auto (en-US) shows miles', async () => {
    const car = data.get('lakeside-auto')!.cars.find((c) => c.status === 'in_stock' && c.show_on_dealer_website)!;
    const { status, html } = await page('lakeside-auto.localhost', `/cars/${car.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<td>[\d,]+ mi<\/td>/);
    expect(jsonLd(html).mileageFromOdometer.unitCode).toBe('SMI');
  });
});

describe('phone reveal: POST /api/events/car_phone_call', () => {
  const reveal = (host: string, body: unknown, client?: string) =>
    p.get(host, '/api/events/car_phone_call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(client ? { 'cf-connecting-ip': client } : {}) },
      body: JSON.stringify(body),
    });
  const calls = async () =>
    (await settledEvents(p, 'ridgeway-toyota.localhost'))
      .filter((e) => e.site === 'ridgeway-toyota' && e.category === 25)
      .map((e) => e.event_properties);

  it('answers the number of the car’s location and stores the click (car_id, dealership_id, website_id, event 25)', async () => {
    const before = (await calls()).length;
    const res = await reveal('ridgeway-toyota.localhost', { car_id: ridgeCar.id, url: 'http://x/cars/y' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      phone: ridgeCar.location.phone,
      tel: `tel:${digits(ridgeCar.location.phone!)}`,
      whatsapp: null, // a landline: no WhatsApp
    });
    expect(CarPhoneRevealSchema.parse(body)).toEqual(body); // the answer car-detail reads
    const stored = await calls();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toEqual({
      event: 'car_phone_call',
      car_id: ridgeCar.id,
      dealership_id: ridgeCar.dealership_id,
      website_id: ridge.site.id,
      via: 'call',
    });
  });

  it('an unknown car, another dealer’s car or a hidden car is 404; a bad body 400; nothing stored', async () => {
    const before = (await calls()).length;
    // The demo seed hides at least one car of every tenant, so the hidden case always runs.
    const hiddenRidge = ridge.cars.find((c) => !c.show_on_dealer_website);
    expect(hiddenRidge, 'a hidden ridgeway-toyota car').toBeDefined();
    const unknown = [999_999_999, available.id, hiddenRidge!.id];
    for (const id of unknown) {
      const res = await reveal('ridgeway-toyota.localhost', { car_id: id });
      expect(res.status, String(id)).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('car_not_found');
    }
    for (const body of [{}, { car_id: 'x' }, { car_id: -1 }, { car_id: ridgeCar.id, extra: 1 }, null]) {
      const res = await reveal('ridgeway-toyota.localhost', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await calls()).toHaveLength(before);
  });

  it('is rate-limited per client and site like lead creates (LEAD_RATE_LIMIT, default 10/60): 429, nothing stored', async () => {
    const before = (await calls()).length;
    // 21 tries: however a window boundary splits them, one window holds more than 10.
    const answers: Response[] = [];
    for (let i = 0; i < 21; i++)
      answers.push(await reveal('ridgeway-toyota.localhost', { car_id: ridgeCar.id }, '192.0.2.91'));
    const statuses = answers.map((r) => r.status);
    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(10); // the first 10 of a window pass
    const limited = answers[statuses.indexOf(429)]!;
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    expect(limited.headers.get('retry-after')).toBe('60');
    // only the answered clicks were recorded
    expect(await calls()).toHaveLength(before + ok);
    // another client, and the same client on another site, are not limited
    expect((await reveal('ridgeway-toyota.localhost', { car_id: ridgeCar.id }, '192.0.2.92')).status).toBe(200);
    expect((await reveal('harbourside.localhost', { car_id: available.id }, '192.0.2.91')).status).toBe(200);
  });
});
