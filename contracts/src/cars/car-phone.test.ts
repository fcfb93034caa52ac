import { describe, expect, it } from 'vitest';
import { makeCar } from './car.fixture.js';
import { CarSchema } from './car.schema.js';
import { carPhone, telHref, whatsappDigits, whatsappHref, withoutPhones } from './car-phone.js';
import { CarPhoneCallBodySchema, CarPhoneRevealSchema } from './car-phone.schema.js';

const site = (phone: string | null) => ({ locations: [{ id: 4, contact_detail: { phone } }] });
const at = (phone: string | null, location_id = 4) => ({ location: { phone }, location_id });

describe('carPhone: the one number of a car (call box, WhatsApp, reveal)', () => {
  it("the car's own location phone first", () => {
    expect(carPhone(at('03 7010 2100'), site('02 5550 1100'))).toBe('03 7010 2100');
  });
  it("else the phone of the site location the car stands at; null when neither has one (or it is another's)", () => {
    expect(carPhone(at(null), site('02 5550 1100'))).toBe('02 5550 1100');
    expect(carPhone(at(null), site(null))).toBeNull();
    expect(carPhone(at(null, 9), site('02 5550 1100'))).toBeNull();
  });
});

describe('telHref, whatsappDigits, whatsappHref', () => {
  it('tel: keeps digits and a leading +', () => {
    expect(telHref('(02) 5550-1100')).toBe('tel:0255501100');
    expect(telHref('+61 412 345 678')).toBe('tel:+61412345678');
  });
  it('WhatsApp digits: E.164 without + per the site country; none for a number that does not normalise', () => {
    expect(whatsappDigits('0412 345 678', 'en-AU')).toBe('61412345678');
    expect(whatsappDigits('(212) 555-0100', 'en-US')).toBe('12125550100');
    expect(whatsappDigits('03 7010 2100', 'en-AU')).toBeNull(); // an AU landline
  });
  it('wa.me link with the message encoded', () => {
    expect(whatsappHref('61412345678', "Hi, I'm in")).toBe("https://wa.me/61412345678?text=Hi%2C%20I'm%20in");
  });
});

describe('withoutPhones: a search hit on a site that hides numbers', () => {
  it('nulls location.phone, any contact_detail.phone and their _formatted copies; the hit stays a Car', () => {
    const car = makeCar({ location: { name: 'X', phone: '02 5550 1100', slug: 'x', distribution_locations: [] } });
    const hit = {
      ...car,
      contact_detail: { phone: '02 5550 1100', email: 'a@b.c' },
      _formatted: { location: { name: 'X', phone: '02 <em>5550</em> 1100' } },
    };
    const out = withoutPhones(hit);
    expect(JSON.stringify(out)).not.toContain('5550');
    expect(out.location).toEqual({ ...car.location, phone: null });
    expect(out.contact_detail).toEqual({ phone: null, email: 'a@b.c' });
    expect(CarSchema.safeParse(out).success).toBe(true);
    expect({ ...out, location: car.location, contact_detail: hit.contact_detail, _formatted: hit._formatted }).toEqual(
      hit,
    );
  });
  it('copies: the original hit keeps its number', () => {
    const hit = { location: { phone: '1' }, images: [{ image: { url: 'u' } }] };
    withoutPhones(hit);
    expect(hit.location.phone).toBe('1');
  });
});

describe('car_phone_call schemas (edge parses, car-detail sends and reads)', () => {
  it('body: car_id required, via defaults to call, unknown fields refused', () => {
    expect(CarPhoneCallBodySchema.parse({ car_id: 7 })).toEqual({ car_id: 7, via: 'call' });
    for (const bad of [{}, { car_id: 'x' }, { car_id: -1 }, { car_id: 7, extra: 1 }, { car_id: 7, via: 'sms' }, null])
      expect(CarPhoneCallBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
  it('reveal: phone, tel: link, WhatsApp digits or null', () => {
    const ok = {
      phone: '0412 345 678',
      tel: telHref('0412 345 678'),
      whatsapp: whatsappDigits('0412 345 678', 'en-AU'),
    };
    expect(CarPhoneRevealSchema.parse(ok)).toEqual(ok);
    expect(CarPhoneRevealSchema.safeParse({ ...ok, whatsapp: null }).success).toBe(true);
    expect(CarPhoneRevealSchema.safeParse({ ...ok, tel: '0412' }).success).toBe(false);
    expect(CarPhoneRevealSchema.safeParse({ ...ok, whatsapp: '+61412345678' }).success).toBe(false);
  });
});
