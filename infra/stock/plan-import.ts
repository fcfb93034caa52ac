/**
 * What a stock feed changes, worked out before anything is written (pure; `--dry-run` prints it):
 * each valid row becomes a car matched to the site's stored car by stock number, else by VIN, else a
 * new car; a bad row is reported with its line and reason and the rest of the feed goes on; a FULL
 * feed marks the site's available cars it does not list as sold (sold_date now), so they follow the
 * SPEC §4 sold window; every row's photo URLs are queued for the image pipeline.
 */
import type { Car, SiteConfig } from '@forecourt/contracts';
import { FeedRowSchema, rowLocation, rowToCar, unknownLocation } from './feed-row.js';
import type { ReadFeed } from './read-feed.js';
import { rowErrorText } from './row-errors.js';

export type PhotoJob = { car_id: number; position: number; url: string };
export type ImportPlan = {
  created: Car[];
  updated: Car[];
  unchanged: number;
  sold: Car[];
  errors: { line: number; reason: string }[];
  /** The feed refused whole (a required column missing): nothing is planned. */
  fatal: string[];
  photos: PhotoJob[];
  unknownColumns: string[];
};

export function planImport(input: {
  site: SiteConfig;
  feed: ReadFeed;
  /** The site's stored cars. */
  existing: Car[];
  /** The first id free for a new car (ids are global). */
  nextId: number;
  nowS: number;
  full: boolean;
}): ImportPlan {
  const { site, feed, existing, nowS } = input;
  const byStock = new Map(existing.map((c) => [c.stocknum.toUpperCase(), c]));
  const byVin = new Map(existing.filter((c) => c.vin).map((c) => [c.vin!.toUpperCase(), c]));
  const plan: ImportPlan = {
    created: [],
    updated: [],
    unchanged: 0,
    sold: [],
    errors: [...feed.errors],
    fatal: feed.fatal,
    photos: [],
    unknownColumns: feed.unknownColumns,
  };
  if (feed.fatal.length > 0) return plan;
  const seen = new Map<string, number>();
  const listed = new Set<number>();
  let nextId = input.nextId;
  for (const { line, values } of feed.records) {
    const row = FeedRowSchema.safeParse(values);
    if (!row.success) {
      // Every problem of the row at once: its location too, which is checked after the columns.
      const place = typeof values.location === 'string' ? values.location.trim() : '';
      const where = place && !rowLocation(site, place) ? [unknownLocation(site, place)] : [];
      plan.errors.push({ line, reason: [rowErrorText(row.error.issues, values), ...where].join('; ') });
      continue;
    }
    const key = row.data.stocknum.toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) {
      plan.errors.push({ line, reason: `stock number ${row.data.stocknum} is already on line ${first}` });
      continue;
    }
    seen.set(key, line);
    const match = byStock.get(key) ?? (row.data.vin ? byVin.get(row.data.vin.toUpperCase()) : undefined) ?? null;
    if (match && listed.has(match.id)) {
      plan.errors.push({ line, reason: `VIN ${row.data.vin} is already used by another row` });
      continue;
    }
    const made = rowToCar(row.data, { site, id: match?.id ?? nextId, existing: match, nowS });
    if ('error' in made) {
      plan.errors.push({ line, reason: made.error });
      continue;
    }
    const car = made.car;
    if (!match) nextId++;
    listed.add(car.id);
    if (!match) plan.created.push(car);
    else if (JSON.stringify(match) !== JSON.stringify(car)) plan.updated.push(car);
    else plan.unchanged++;
    for (const [position, url] of row.data.images.entries()) plan.photos.push({ car_id: car.id, position, url });
  }
  plan.errors.sort((a, b) => a.line - b.line);
  if (input.full) {
    for (const car of existing) {
      if (listed.has(car.id) || car.status === 'sold') continue;
      plan.sold.push({ ...car, status: 'sold', sold: true, sold_date_timestamp: nowS });
    }
  }
  return plan;
}
