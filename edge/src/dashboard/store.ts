/**
 * D1 writes of the dashboard sync: cars and locations of ONE site, never another's. Every write is
 * limited to the site's dealership ids, so a dashboard answer naming another dealer's car id or
 * dealership cannot touch that dealer's rows. The search outbox triggers (migration 0008) record
 * every change, so the search sync follows from D1.
 */
import type { Car, Location } from '@forecourt/contracts';

/** D1 allows 100 bound parameters per statement; ids go inline (they are integers we parsed). */
const ID_CHUNK = 500;
const BATCH = 50;

const CAR_COLUMNS =
  'id, slug, dealership_id, location_id, status, car_type, make, model, price, km, year, created_at_timestamp, sold_date_timestamp, show_on_dealer_website, custom_rank, doc';

const intList = (ids: readonly number[]) => ids.map((id) => String(Math.trunc(id))).join(',');

/** The doc a car is stored with: the parsed car as JSON (compared as text to skip unchanged rows). */
export const carDoc = (car: Car) => JSON.stringify(car);

/** The site's stored cars: id → { slug, doc }. */
export async function storedCars(
  db: D1Database,
  dealershipIds: readonly number[],
): Promise<Map<number, { slug: string; doc: string }>> {
  const out = new Map<number, { slug: string; doc: string }>();
  if (dealershipIds.length === 0) return out;
  const { results } = await db
    .prepare(`SELECT id, slug, doc FROM cars WHERE dealership_id IN (${intList(dealershipIds)})`)
    .all<{ id: number; slug: string; doc: string }>();
  for (const r of results) out.set(r.id, { slug: r.slug, doc: r.doc });
  return out;
}

function upsertCar(db: D1Database, car: Car, dealershipIds: readonly number[]): D1PreparedStatement {
  const values = [
    car.id,
    car.slug,
    car.dealership_id,
    car.location_id,
    car.status,
    car.car_type,
    car.make,
    car.model,
    car.price,
    car.km,
    car.year,
    car.created_at_timestamp,
    car.sold_date_timestamp,
    car.show_on_dealer_website ? 1 : 0,
    car.custom_rank,
    carDoc(car),
  ];
  const set = CAR_COLUMNS.split(', ')
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  // The conflict update only touches a row of this site, and only when the car changed (no outbox churn).
  return db
    .prepare(
      `INSERT INTO cars (${CAR_COLUMNS}) VALUES (${values.map(() => '?').join(', ')})
       ON CONFLICT(id) DO UPDATE SET ${set}
       WHERE cars.dealership_id IN (${intList(dealershipIds)}) AND cars.doc IS NOT excluded.doc`,
    )
    .bind(...values);
}

/**
 * Writes cars of one site. Batches of BATCH statements; a batch that fails (a slug another dealer
 * already uses) is retried one car at a time so one bad car costs only itself. Returns the failures.
 */
export async function upsertCars(
  db: D1Database,
  cars: readonly Car[],
  dealershipIds: readonly number[],
): Promise<{ written: number; failed: { slug: string; error: string }[] }> {
  const failed: { slug: string; error: string }[] = [];
  let written = 0;
  for (let i = 0; i < cars.length; i += BATCH) {
    const chunk = cars.slice(i, i + BATCH);
    try {
      const results = await db.batch(chunk.map((car) => upsertCar(db, car, dealershipIds)));
      // meta.changes counts the search outbox trigger's rows too: a car is written when anything changed
      written += results.filter((r) => (r.meta.changes ?? 0) > 0).length;
    } catch {
      for (const car of chunk) {
        try {
          written += ((await upsertCar(db, car, dealershipIds).run()).meta.changes ?? 0) > 0 ? 1 : 0;
        } catch (error) {
          failed.push({ slug: car.slug, error: (error as Error).message });
        }
      }
    }
  }
  return { written, failed };
}

/** Deletes cars of this site by id. */
export async function deleteCars(
  db: D1Database,
  ids: readonly number[],
  dealershipIds: readonly number[],
): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    // RETURNING counts the cars (meta.changes would count the outbox trigger's rows too)
    const { results } = await db
      .prepare(
        `DELETE FROM cars WHERE id IN (${intList(chunk)}) AND dealership_id IN (${intList(dealershipIds)}) RETURNING id`,
      )
      .all();
    deleted += results.length;
  }
  return deleted;
}

/** Deletes one car of this site by slug ("no such car" from the dashboard). */
export async function deleteCarBySlug(db: D1Database, slug: string, dealershipIds: readonly number[]): Promise<number> {
  const r = await db
    .prepare(`DELETE FROM cars WHERE slug = ? AND dealership_id IN (${intList(dealershipIds)})`)
    .bind(slug)
    .run();
  return r.meta.changes ?? 0;
}

/** Replaces the site's locations with the dashboard's (only those of the site's dealerships). */
export async function replaceLocations(
  db: D1Database,
  locations: readonly Location[],
  dealershipIds: readonly number[],
): Promise<void> {
  const own = locations.filter((l) => dealershipIds.includes(l.dealership_id));
  const statements = [
    db.prepare(
      `DELETE FROM locations WHERE dealership_id IN (${intList(dealershipIds)})${own.length ? ` AND id NOT IN (${intList(own.map((l) => l.id))})` : ''}`,
    ),
    ...own.map((l) =>
      db
        .prepare(
          `INSERT INTO locations (id, dealership_id, slug, doc) VALUES (?, ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET dealership_id = excluded.dealership_id, slug = excluded.slug, doc = excluded.doc
           WHERE locations.dealership_id IN (${intList(dealershipIds)})`,
        )
        .bind(l.id, l.dealership_id, l.slug, JSON.stringify(l)),
    ),
  ];
  await db.batch(statements);
}
