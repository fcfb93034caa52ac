/** Stock feeds (docs/STOCK-FEEDS.md) written from cars, for the stock import tests and benchmark. */
import type { Car } from '@forecourt/contracts';

export const FEED_HEADER = [
  'stocknum',
  'vin',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'km',
  'price',
  'price_type',
  'car_type',
  'status',
  'colour',
  'body',
  'drive',
  'fuel',
  'transmission',
  'seats',
  'location',
  'description',
  'images',
  'features',
] as const;

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n|]/.test(s) && !s.includes('|https') ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One feed row of a car (`over` replaces columns). */
export function feedRow(car: Car, over: Partial<Record<(typeof FEED_HEADER)[number], string | number>> = {}): string {
  const values: Record<string, unknown> = {
    stocknum: car.stocknum,
    vin: car.vin,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    km: car.km,
    price: car.price,
    price_type: car.price_type,
    car_type: car.car_type,
    status: car.status,
    colour: car.colour,
    body: car.simple_body,
    drive: car.simple_drive,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    seats: car.seats,
    location: car.location.slug,
    description: car.description.body,
    images: car.images.map((i) => `https://images.example/${i.image.url.replace(/^\/+/, '')}`).join('|'),
    features: car.features.join('|'),
    ...over,
  };
  return FEED_HEADER.map((h) => cell(values[h])).join(',');
}

export const feedCsv = (rows: string[]) => [FEED_HEADER.join(','), ...rows].join('\n');
