import { toE164 } from '../forms/e164.js';
import { phoneCountry } from '../forms/phone.js';
import type { Locale } from '../site/site-config.schema.js';

/** What carPhone needs of a car (a Car, or a search hit of one). */
export type PhoneCar = { location: { phone: string | null }; location_id: number };
/** What carPhone needs of the site: its locations' contact numbers. */
export type PhoneSite = { locations: readonly { id: number; contact_detail: { phone: string | null } }[] };

/**
 * SPEC §2/§7: the number of a car — its own location's phone, else the phone of the site location it
 * stands at; null when neither has one. The call box, the WhatsApp button and the reveal call
 * (`POST /api/events/car_phone_call`) all show this number.
 *
 * @example
 * carPhone({ location: { phone: null }, location_id: 4 }, { locations: [{ id: 4, contact_detail: { phone: '02 5550 1100' } }] }); // '02 5550 1100'
 */
export function carPhone(car: PhoneCar, site: PhoneSite): string | null {
  return car.location.phone ?? site.locations.find((l) => l.id === car.location_id)?.contact_detail.phone ?? null;
}

/**
 * The tel: link of a number (digits and a leading +, nothing else).
 *
 * @example
 * telHref('(02) 5550-1100'); // 'tel:0255501100'
 */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The number as WhatsApp wants it (E.164 without the +, SPEC §5 normalisation for the site's
 * country); null when it does not normalise (e.g. an AU landline): such a number gets no WhatsApp button.
 *
 * @example
 * whatsappDigits('0412 345 678', 'en-AU'); // '61412345678'
 * whatsappDigits('03 7010 2100', 'en-AU'); // null
 */
export function whatsappDigits(phone: string, locale: Locale): string | null {
  const e164 = toE164(phone, phoneCountry(locale));
  return e164.ok ? e164.phone.slice(1) : null;
}

/**
 * A wa.me chat link to the digits with a prefilled message.
 *
 * @example
 * whatsappHref('61412345678', "Hi, I'm in"); // "https://wa.me/61412345678?text=Hi%2C%20I'm%20in"
 */
export const whatsappHref = (digits: string, text: string): string =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

/**
 * A search hit as sites that hide phone numbers answer it (SPEC §2 hidden phones): every `phone` field
 * at any depth — `location.phone`, a `contact_detail.phone`, their highlighted copies in `_formatted` —
 * set to null (null keeps the hit a valid Car). Other fields are untouched; the hit is copied, never
 * changed in place (the embedded index and its results cache hold the originals).
 *
 * @example
 * withoutPhones({ id: 1, location: { name: 'X', phone: '02 5550 1100' } }); // { id: 1, location: { name: 'X', phone: null } }
 */
export function withoutPhones<T>(hit: T): T {
  if (Array.isArray(hit)) return hit.map(withoutPhones) as T;
  if (typeof hit !== 'object' || hit === null) return hit;
  return Object.fromEntries(
    Object.entries(hit).map(([key, value]) => [key, key === 'phone' ? null : withoutPhones(value)]),
  ) as T;
}
