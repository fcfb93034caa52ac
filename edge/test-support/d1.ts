/**
 * A real D1 (Miniflare's, SQLite underneath) with every migration of infra/migrations applied, for unit
 * tests of the edge's D1 stores (checkout holds, the garage). Miniflare, as storage.ts
 * does; no workerd-served edge, so a test file starts in about a second.
 */
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { migrate } from './migrate.js';

/** A fresh migrated D1; `dispose` ends its Miniflare. */
export async function migratedD1(): Promise<{ db: D1Database; dispose: () => Promise<void> }> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(null) } }',
      d1Databases: ['DB'],
    } as never),
  );
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  await migrate(db);
  return { db, dispose: () => mf.dispose() };
}

let nextCar = 1;

type CarColumns = {
  status?: 'in_stock' | 'coming_soon' | 'sold';
  price?: number;
  shown?: 0 | 1;
  doc?: Record<string, unknown>;
};

const insertStatement = (db: D1Database, id: number, car: CarColumns) =>
  db
    .prepare(
      `INSERT INTO cars (id, slug, dealership_id, location_id, status, car_type, make, model, price, km, year,
         created_at_timestamp, show_on_dealer_website, doc)
       VALUES (?, ?, 1, 1, ?, 'used', 'Toyota', 'Corolla', ?, 1000, 2022, 0, ?, ?)`,
    )
    .bind(
      id,
      `car-${id}`,
      car.status ?? 'in_stock',
      car.price ?? 20_000,
      car.shown ?? 1,
      JSON.stringify(car.doc ?? { id }),
    );

/** Adds a car (the columns the stores read, and a doc) and returns its id. */
export async function insertCar(db: D1Database, car: CarColumns = {}): Promise<number> {
  const id = nextCar++;
  await insertStatement(db, id, car).run();
  return id;
}

/** Adds `count` plain cars in one batch and returns their ids. */
export async function insertCars(db: D1Database, count: number): Promise<number[]> {
  const ids = Array.from({ length: count }, () => nextCar++);
  await db.batch(ids.map((id) => insertStatement(db, id, {})));
  return ids;
}
