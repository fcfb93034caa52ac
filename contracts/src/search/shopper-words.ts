/**
 * The words shoppers search stock by, for what a car's fields say but its text does not: its kind
 * (car, motorcycle, truck…), fuel, drive, seats, transmission, a dual cab, a family car, a cheap car.
 * Each car document carries them as `search_words` (the first searchable attribute), and CAR_SYNONYMS
 * (Meilisearch's `synonyms` setting) maps a shopper's other ways of saying them to these words, so the
 * embedded engine and Meilisearch understand "EV", "4x4" or "7 seater" alike.
 */

/** The kind of vehicle a body is, in the word shoppers use for it. */
const BODY_KIND: Readonly<Record<string, string>> = {
  Hatchback: 'car',
  Sedan: 'car',
  SUV: 'car',
  Wagon: 'car',
  Coupe: 'car',
  Convertible: 'car',
  'People Mover': 'car',
  Ute: 'car ute pickup',
  Pickup: 'car ute pickup truck',
  Naked: 'motorcycle',
  Trail: 'motorcycle',
  Adventure: 'motorcycle',
  Sport: 'motorcycle',
  Tourer: 'motorcycle',
  Cruiser: 'motorcycle',
  Classic: 'motorcycle',
  Scooter: 'motorcycle',
  Caravan: 'caravan',
  'Pop Top': 'caravan',
  'Camper Trailer': 'camper trailer',
  Motorhome: 'motorhome campervan',
  Campervan: 'motorhome campervan',
  'Cab Chassis': 'truck',
  Pantech: 'truck',
  'Refrigerated Pantech': 'truck',
  Tray: 'truck',
  Curtainsider: 'truck',
  'Prime Mover': 'truck',
  Tipper: 'truck',
  Van: 'van',
};

/** Bodies a family shops for (with five seats or more). */
const FAMILY_BODIES = new Set(['SUV', 'People Mover', 'Wagon']);
const FUEL_WORDS: Readonly<Record<string, string>> = {
  Electric: 'electric',
  Hybrid: 'hybrid',
  PHEV: 'plug in hybrid',
  Petrol: 'petrol',
  Diesel: 'diesel',
};
const TRANSMISSION_WORDS: Readonly<Record<string, string>> = { Automatic: 'automatic', Manual: 'manual' };
/** A sale price (not a weekly or daily rate) below this, in the market's currency, is "cheap". */
export const CHEAP_PRICE = 20_000;

export type ShopperWordsCar = {
  simple_body?: string | null;
  simple_fuel?: string | null;
  simple_drive?: string | null;
  simple_transmission?: string | null;
  seats?: number | null;
  price: number;
  price_type?: string | null;
};

/**
 * A car's shopper words (its `search_words`).
 *
 * @example
 * shopperWords({ simple_body: 'SUV', simple_fuel: 'Electric', simple_drive: 'AWD', seats: 7, price: 60990 });
 * // 'car family electric awd 7 seater'
 */
export function shopperWords(car: ShopperWordsCar, priceShown: boolean): string {
  const words: string[] = [];
  const body = car.simple_body ?? '';
  const kind = BODY_KIND[body];
  if (kind) words.push(kind);
  const seats = car.seats ?? 0;
  if ((body === 'Ute' || body === 'Pickup') && seats >= 5) words.push('dual cab');
  if (FAMILY_BODIES.has(body) && seats >= 5) words.push('family');
  const fuel = FUEL_WORDS[car.simple_fuel ?? ''];
  if (fuel) words.push(fuel);
  // a motorcycle's chain or belt is not what shoppers mean by drive
  if (car.simple_drive && kind !== 'motorcycle' && car.simple_drive !== 'Not Applicable')
    words.push(car.simple_drive.toLowerCase());
  if (seats >= 7) words.push('7 seater');
  if (seats >= 8) words.push('8 seater');
  const transmission = TRANSMISSION_WORDS[car.simple_transmission ?? ''];
  if (transmission) words.push(transmission);
  const rate = /per (day|week|month)/i.test(car.price_type ?? '');
  if (priceShown && !rate && car.price < CHEAP_PRICE) words.push('cheap');
  return words.join(' ');
}

/**
 * Meilisearch's `synonyms` setting for the cars index: a shopper's word or phrase → the shopper words
 * (or model names) it also finds. One way, as Meilisearch applies them.
 */
export const CAR_SYNONYMS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  ev: ['electric'],
  evs: ['electric'],
  bev: ['electric'],
  'electric vehicle': ['electric'],
  phev: ['plug in hybrid'],
  plugin: ['plug in hybrid'],
  '4x4': ['4wd'],
  '4 wheel drive': ['4wd'],
  'four wheel drive': ['4wd'],
  'all wheel drive': ['awd'],
  '7 seat': ['7 seater'],
  '7 seats': ['7 seater'],
  'seven seater': ['7 seater'],
  '8 seats': ['8 seater'],
  'eight seater': ['8 seater'],
  'double cab': ['dual cab'],
  'crew cab': ['dual cab'],
  'twin cab': ['dual cab'],
  dualcab: ['dual cab'],
  utility: ['ute'],
  utes: ['ute'],
  motorbike: ['motorcycle'],
  motorbikes: ['motorcycle'],
  'motor bike': ['motorcycle'],
  bike: ['motorcycle'],
  bikes: ['motorcycle'],
  motorcycles: ['motorcycle'],
  sports: ['sport'],
  campervans: ['campervan'],
  'camper van': ['campervan'],
  rv: ['motorhome'],
  'motor home': ['motorhome'],
  auto: ['automatic'],
  gas: ['petrol'],
  gasoline: ['petrol'],
  budget: ['cheap'],
  bargain: ['cheap'],
  minivan: ['people mover'],
  'people carrier': ['people mover'],
  mpv: ['people mover'],
  hatch: ['hatchback'],
  'land cruiser': ['landcruiser'],
  'hi lux': ['hilux'],
});
