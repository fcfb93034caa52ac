/**
 * Turns generated data into D1 SQL (idempotent: delete the tenants' rows, then batched inserts)
 * and into the KV entries of the SITES namespace (`host:<host>` → slug, `site:<slug>` → config).
 */
import {
  CATALOGUE_INDEXES,
  type Car,
  CarSchema,
  dashboardCacheKey,
  InfoPageSchema,
  JobPositionSchema,
  type Location,
  LocationSchema,
  NewsPostSchema,
  ReviewSchema,
} from '@forecourt/contracts';
import { demoSearchPages } from './search-pages.js';
import type { DemoDealership, DemoReview, TenantData } from './types.js';

/** Tables the seed writes (and deletes from first). */
export const SEED_TABLES = [
  'cars',
  'locations',
  'reviews',
  'dealerships',
  'info_pages',
  'news_posts',
  'job_positions',
  'parts',
  'offers',
  'categories',
] as const;

/** D1 caps one SQL statement at 100 KB; keep every batch under this. */
const MAX_STATEMENT_BYTES = 90_000;

export function sqlString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

const num = (n: number | null): string => (n === null ? 'NULL' : String(n));

/** One car as the `(…)` VALUES tuple of the cars table (columns in the order of the INSERTs below). */
export function carRow(c: Car, validate: boolean): string {
  const doc = validate ? CarSchema.parse(c) : c;
  return `(${[
    num(c.id),
    sqlString(c.slug),
    num(c.dealership_id),
    num(c.location_id),
    sqlString(c.status),
    sqlString(c.car_type),
    sqlString(c.make),
    sqlString(c.model),
    num(c.price),
    num(c.km),
    num(c.year),
    num(c.created_at_timestamp),
    num(c.sold_date_timestamp),
    c.show_on_dealer_website ? '1' : '0',
    num(c.custom_rank),
    sqlString(JSON.stringify(doc)),
  ].join(',')})`;
}

function locationRow(l: Location, validate: boolean): string {
  const doc = validate ? LocationSchema.parse(l) : l;
  return `(${num(l.id)},${num(l.dealership_id)},${sqlString(l.slug)},${sqlString(JSON.stringify(doc))})`;
}

function reviewRow(r: DemoReview, validate: boolean): string {
  const { dealership_id, location_id: _l, ...review } = r;
  const doc = validate ? ReviewSchema.parse(review) : review;
  return `(${num(r.id)},${num(dealership_id)},${num(r.rating)},${sqlString(r.review_date)},${sqlString(JSON.stringify(doc))})`;
}

function dealershipRow(d: DemoDealership): string {
  return `(${num(d.id)},${sqlString(d.slug)},${sqlString(d.name)},${sqlString(d.site_slug)})`;
}

/** Multi-row INSERTs, each under MAX_STATEMENT_BYTES. */
function* batched(head: string, rows: Iterable<string>): Generator<string> {
  let batch: string[] = [];
  let size = head.length;
  for (const row of rows) {
    if (batch.length > 0 && size + row.length + 2 > MAX_STATEMENT_BYTES) {
      yield `${head}\n${batch.join(',\n')};\n`;
      batch = [];
      size = head.length;
    }
    batch.push(row);
    size += row.length + 2;
  }
  if (batch.length > 0) yield `${head}\n${batch.join(',\n')};\n`;
}

function* map<T, U>(items: Iterable<T>, f: (t: T) => U): Generator<U> {
  for (const t of items) yield f(t);
}

/**
 * SQL statements that replace one tenant's rows: deletes by dealership (and site), then inserts.
 * Feed every tenant through it; running the output twice leaves the same database.
 */
export function* sqlStatements(t: TenantData, validate = false): Generator<string> {
  const dealershipIds = t.dealerships.map((d) => d.id).join(',');
  yield `-- ${t.site.slug}: ${t.cars.length} cars, ${t.locations.length} locations, ${t.reviews.length} reviews\n`;
  if (dealershipIds) {
    yield `DELETE FROM cars WHERE dealership_id IN (${dealershipIds});\n`;
    yield `DELETE FROM locations WHERE dealership_id IN (${dealershipIds});\n`;
    yield `DELETE FROM reviews WHERE dealership_id IN (${dealershipIds});\n`;
    for (const table of CATALOGUE_TABLES) yield `DELETE FROM ${table} WHERE dealership_id IN (${dealershipIds});\n`;
  }
  yield `DELETE FROM info_pages WHERE site_slug = ${sqlString(t.site.slug)};\n`;
  yield `DELETE FROM news_posts WHERE site_slug = ${sqlString(t.site.slug)};\n`;
  yield `DELETE FROM job_positions WHERE site_slug = ${sqlString(t.site.slug)};\n`;
  yield `DELETE FROM dealerships WHERE site_slug = ${sqlString(t.site.slug)}${dealershipIds ? ` OR id IN (${dealershipIds})` : ''};\n`;
  yield* batched('INSERT INTO dealerships (id, slug, name, site_slug) VALUES', map(t.dealerships, dealershipRow));
  yield* batched(
    'INSERT INTO locations (id, dealership_id, slug, doc) VALUES',
    map(t.locations, (l) => locationRow(l, validate)),
  );
  yield* batched(
    'INSERT INTO cars (id, slug, dealership_id, location_id, status, car_type, make, model, price, km, year, created_at_timestamp, sold_date_timestamp, show_on_dealer_website, custom_rank, doc) VALUES',
    map(t.cars, (c) => carRow(c, validate)),
  );
  yield* batched(
    'INSERT INTO reviews (id, dealership_id, rating, review_date, doc) VALUES',
    map(t.reviews, (r) => reviewRow(r, validate)),
  );
  yield* batched(
    'INSERT INTO info_pages (site_slug, slug, doc) VALUES',
    map(t.infoPages, (page) => {
      const doc = validate ? InfoPageSchema.parse(page) : page;
      return `(${sqlString(t.site.slug)},${sqlString(page.slug)},${sqlString(JSON.stringify(doc))})`;
    }),
  );
  yield* batched(
    'INSERT INTO news_posts (site_slug, slug, published, doc) VALUES',
    map(t.newsPosts, (post) => {
      const doc = validate ? NewsPostSchema.parse(post) : post;
      return `(${sqlString(t.site.slug)},${sqlString(post.slug)},${sqlString(post.published)},${sqlString(JSON.stringify(doc))})`;
    }),
  );
  yield* batched(
    'INSERT INTO job_positions (site_slug, slug, posted, closes, doc) VALUES',
    map(t.jobPositions, (job) => {
      const doc = validate ? JobPositionSchema.parse(job) : job;
      return `(${sqlString(t.site.slug)},${sqlString(job.slug)},${sqlString(job.posted)},${job.closes ? sqlString(job.closes) : 'NULL'},${sqlString(JSON.stringify(doc))})`;
    }),
  );

  for (const table of CATALOGUE_TABLES) {
    const schema = CATALOGUE_INDEXES[table];
    yield* batched(
      `INSERT INTO ${table} (id, dealership_id, doc) VALUES`,
      map(t[table] as { id: string; dealership_id: number }[], (row) => {
        const doc = validate ? schema.parse(row) : row;
        return `(${sqlString(row.id)},${row.dealership_id},${sqlString(JSON.stringify(doc))})`;
      }),
    );
  }
}

/** The parts, offers and categories tables (one per search index, contracts CATALOGUE_INDEXES). */
const CATALOGUE_TABLES = ['parts', 'offers', 'categories'] as const;

/**
 * KV entries of one tenant for `wrangler kv bulk put`: host → slug, the site config JSON, and the
 * dashboard's search pages as its sync caches them (search-pages.ts; fetched_at 0: a configured
 * dashboard sync refreshes them at its first pass).
 */
export function kvEntries(t: Pick<TenantData, 'site'>): { key: string; value: string }[] {
  const pages = demoSearchPages(t.site);
  const cached = (value: unknown) => JSON.stringify({ fetched_at: 0, value });
  return [
    ...t.site.hosts.map((host) => ({ key: `host:${host}`, value: t.site.slug })),
    { key: `site:${t.site.slug}`, value: JSON.stringify(t.site) },
    { key: dashboardCacheKey('search_slugs', t.site.slug), value: cached(pages.slugs) },
    { key: dashboardCacheKey('search_page_templates', t.site.slug), value: cached(pages.templates) },
  ];
}
