import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWhatsApp, revealPhone } from './phone.js';

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
    // the page's URL goes as the Referer header (the edge records it when `url` is left out)
    expect(JSON.parse(String(init.body))).toEqual({ car_id: 7, via: 'call' });
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
});

describe('openWhatsApp (hidden numbers)', () => {
  /** A window whose open() hands back a fake pop-up, noting what happened in order. */
  function fakeWindow(blocked = false) {
    const log: string[] = [];
    const popup = { opener: {} as unknown, location: { href: '' }, close: vi.fn(() => log.push('close')) };
    const self = { location: { href: 'http://x.localhost/cars/a' } };
    const open = vi.fn(() => {
      log.push('open');
      return blocked ? null : popup;
    });
    return { w: { ...self, open } as unknown as Window, self, popup, open, log };
  }
  const reveal = (body: unknown, log: string[], status = 200) =>
    vi.fn(async () => {
      log.push('fetch');
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

  it('opens the window in the click, before the reveal answers, then sends it to wa.me', async () => {
    const { w, popup, open, log } = fakeWindow();
    vi.stubGlobal('location', { href: 'http://x.localhost/cars/a' });
    const fetch = reveal({ phone: '0412 345 678', tel: 'tel:0412345678', whatsapp: '61412345678' }, log);
    vi.stubGlobal('fetch', fetch);
    const done = openWhatsApp(7, 'Hi', w);
    // synchronous with the click: a pop-up blocker only allows windows opened inside the user gesture
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(log[0]).toBe('open');
    expect(await done).toBe(true);
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://wa.me/61412345678?text=Hi');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      car_id: 7,
      via: 'whatsapp',
    });
  });

  it('no number (error, no WhatsApp digits, offline): closes the window and answers false', async () => {
    vi.stubGlobal('location', { href: 'http://x.localhost/cars/a' });
    vi.stubGlobal('console', { ...console, warn: vi.fn() });
    for (const [body, status] of [
      [{ code: 'rate_limited' }, 429],
      [{ phone: '03 7010 2100', tel: 'tel:0370102100', whatsapp: null }, 200],
    ] as const) {
      const { w, popup, log } = fakeWindow();
      vi.stubGlobal('fetch', reveal(body, log, status));
      expect(await openWhatsApp(7, 'Hi', w)).toBe(false);
      expect(popup.close).toHaveBeenCalledTimes(1);
      expect(popup.location.href).toBe('');
    }
  });

  it('a window blocked anyway: this tab goes to wa.me', async () => {
    const { w, self, log } = fakeWindow(true);
    vi.stubGlobal('location', { href: 'http://x.localhost/cars/a' });
    vi.stubGlobal('fetch', reveal({ phone: 'p', tel: 'tel:1', whatsapp: '61412345678' }, log));
    expect(await openWhatsApp(7, 'Hi', w)).toBe(true);
    expect(self.location.href).toBe('https://wa.me/61412345678?text=Hi');
  });
});
