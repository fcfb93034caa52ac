import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { CarSchema, InfoPageSchema, LocationSchema, NewsPostSchema, ReviewSchema } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { iterateTenants, sqlStatements } from './index.js';
import { INFRA_DIR } from './write.js';

const NOW = Date.UTC(2026, 10, 22);
// Every migration in order, as wrangler and the test harness apply them.
const MIGRATION = readdirSync(join(INFRA_DIR, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(join(INFRA_DIR, 'migrations', f), 'utf8'))
  .join('\n');

function seed(db: DatabaseSync, options: Parameters<typeof iterateTenants>[0]): string[] {
  const statements: string[] = [];
  for (const t of iterateTenants(options)) for (const s of sqlStatements(t)) statements.push(s);
  for (const s of statements) db.exec(s);
  return statements;
}

const count = (db: DatabaseSync, sql: string): number => Number((db.prepare(sql).get() as { n: number }).n);

describe('D1 migration and seed SQL (run on SQLite)', () => {
  it('applies, loads every row and stays under the D1 statement size', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATION);
    const statements = seed(db, { now: NOW, validate: false });
    expect(Math.max(...statements.map((s) => Buffer.byteLength(s)))).toBeLessThan(100_000);
    expect(count(db, 'SELECT count(*) n FROM cars WHERE dealership_id BETWEEN 100 AND 199')).toBe(1311);
    expect(count(db, "SELECT count(*) n FROM cars WHERE dealership_id BETWEEN 100 AND 199 AND car_type = 'used'")).toBe(
      585,
    );
    expect(count(db, 'SELECT count(*) n FROM reviews WHERE dealership_id BETWEEN 100 AND 199')).toBe(7217);
    const avg = (
      db.prepare('SELECT avg(rating) a FROM reviews WHERE dealership_id BETWEEN 100 AND 199').get() as { a: number }
    ).a;
    expect(avg.toFixed(1)).toBe('4.2');
    expect(count(db, "SELECT count(*) n FROM dealerships WHERE site_slug = 'harbourside'")).toBeGreaterThanOrEqual(4);
    // Information pages: the group site writes five, every other demo site its About Us (legal text: the platform's).
    expect(count(db, "SELECT count(*) n FROM info_pages WHERE site_slug = 'harbourside'")).toBe(5);
    expect(count(db, "SELECT count(*) n FROM info_pages WHERE slug = 'about-us'")).toBe(9);
    for (const row of db.prepare('SELECT slug, doc FROM info_pages').all() as { slug: string; doc: string }[]) {
      expect(InfoPageSchema.parse(JSON.parse(row.doc)).slug).toBe(row.slug);
    }
    // News posts: only the sites with a blog (harbourside, ridgeway-toyota), six each, dated before now.
    expect(count(db, 'SELECT count(DISTINCT site_slug) n FROM news_posts')).toBe(2);
    expect(count(db, "SELECT count(*) n FROM news_posts WHERE site_slug = 'ridgeway-toyota'")).toBe(6);
    for (const row of db.prepare('SELECT slug, published, doc FROM news_posts').all() as Record<string, string>[]) {
      const post = NewsPostSchema.parse(JSON.parse(row.doc as string));
      expect([post.slug, post.published]).toEqual([row.slug, row.published]);
      expect(Date.parse(post.published)).toBeLessThan(NOW);
    }
  });

  it('is idempotent: seeding twice leaves the same rows', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATION);
    seed(db, { now: NOW, validate: false });
    const snapshot = () =>
      ['cars', 'locations', 'reviews', 'dealerships'].map((t) => [
        count(db, `SELECT count(*) n FROM ${t}`),
        (db.prepare(`SELECT group_concat(id) g FROM (SELECT id FROM ${t} ORDER BY id)`).get() as { g: string }).g
          .length,
      ]);
    const pages = () => count(db, 'SELECT count(*) n FROM info_pages');
    const first = snapshot();
    const firstPages = pages();
    seed(db, { now: NOW, validate: false });
    expect(snapshot()).toEqual(first);
    expect(pages()).toBe(firstPages);
    // the initial schema can run again too (CREATE … IF NOT EXISTS); later ALTERs are applied once, by wrangler
    db.exec(readFileSync(join(INFRA_DIR, 'migrations', '0001_init.sql'), 'utf8'));
  });

  it('stores docs that parse with their schemas and columns that match the doc', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATION);
    seed(db, { now: NOW, validate: false });
    const rows = db.prepare('SELECT * FROM cars ORDER BY id LIMIT 300').all() as Record<string, unknown>[];
    for (const row of rows) {
      const car = CarSchema.parse(JSON.parse(row.doc as string));
      expect(row.slug).toBe(car.slug);
      expect(row.status).toBe(car.status);
      expect(row.price).toBe(car.price);
      expect(row.show_on_dealer_website).toBe(car.show_on_dealer_website ? 1 : 0);
      expect(row.sold_date_timestamp).toBe(car.sold_date_timestamp);
    }
    const location = db.prepare('SELECT doc FROM locations LIMIT 1').get() as { doc: string };
    expect(LocationSchema.safeParse(JSON.parse(location.doc)).success).toBe(true);
    const review = db.prepare('SELECT doc FROM reviews ORDER BY review_date DESC LIMIT 1').get() as { doc: string };
    const parsed = ReviewSchema.parse(JSON.parse(review.doc));
    expect(Object.keys(JSON.parse(review.doc))).not.toContain('dealership_id');
    expect(parsed.customer_name.length).toBeGreaterThan(0);
  });

  it('escapes quotes in names and texts', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATION);
    seed(db, { now: NOW, validate: false });
    expect(
      count(db, "SELECT count(*) n FROM locations WHERE json_extract(doc, '$.address.street') LIKE '%''%'"),
    ).toBeGreaterThan(0);
    expect(
      count(db, "SELECT count(*) n FROM reviews WHERE json_extract(doc, '$.customer_name') LIKE '%''%'"),
    ).toBeGreaterThan(0);
  });

  it('demo and scale data sets can live in one database (disjoint ids and slugs)', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(MIGRATION);
    seed(db, { now: NOW, validate: false });
    seed(db, { now: NOW, validate: false, scale: { tenants: 12, cars: 2_400 } });
    expect(count(db, 'SELECT count(*) n FROM cars')).toBe(2291 + 2_400);
  });
});
