import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealPhone, whatsappHref } from './phone.js';

afterEach(() => vi.unstubAllGlobals());

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('revealPhone (POST /api/events/car_phone_call)', () => {
  it('posts the car id and page, and returns the number the edge answers', async () => {
    const fetch = respond(200, { phone: '02 5550 1100', tel: 'tel:0255501100', whatsapp: null });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { href: 'http://x.localhost/cars/a' });
    expect(await revealPhone(7)).toEqual({ phone: '02 5550 1100', tel: 'tel:0255501100', whatsapp: null });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events/car_phone_call');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ car_id: 7, url: 'http://x.localhost/cars/a', via: 'call' });
  });

  it('null on a 404 or a malformed answer (never throws)', async () => {
    vi.stubGlobal('location', { href: 'http://x.localhost/cars/a' });
    vi.stubGlobal('console', { ...console, warn: vi.fn() });
    vi.stubGlobal('fetch', respond(404, { code: 'car_not_found' }));
    expect(await revealPhone(7)).toBeNull();
    vi.stubGlobal('fetch', respond(200, { phone: 5 }));
    expect(await revealPhone(7)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    expect(await revealPhone(7, 'whatsapp')).toBeNull();
  });

  it('whatsappHref: wa.me with the message encoded', () => {
    expect(whatsappHref('61412345678', "Hi, I'm in")).toBe("https://wa.me/61412345678?text=Hi%2C%20I'm%20in");
  });
});
