/**
 * The one mapping from a stored car (D1 `cars.doc`) to its search document, used by every path that
 * builds one: the embedded backend's in-memory index, the Meilisearch sync (cron and `search:sync`) and
 * infra/search's documents of generated stock. Imports only contracts, so it runs in workerd and Node.
 */
import { type Car, CarSchema, carSearchDocument } from '@forecourt/contracts';

export type SearchDocument = Record<string, unknown> & { id: number };

/** A D1 row of `SELECT c.id, c.doc, d.name AS dealership_name FROM cars c LEFT JOIN dealerships d …`. */
export type CarRow = { doc: string; dealership_name: string | null };

/** The row query every sync reads cars with: the car's JSON and its dealership's name. */
export const CAR_ROW_SELECT =
  'SELECT c.id AS id, c.doc AS doc, d.name AS dealership_name FROM cars c LEFT JOIN dealerships d ON d.id = c.dealership_id';

/**
 * A car's search document: its JSON parsed with CarSchema, plus carSearchDocument's derived fields, with
 * the dealership name `nameOf` gives; null when the JSON fails CarSchema (such a car is never searchable).
 *
 * @example
 * carDocumentFromJson(row.doc, () => 'Harbourside Toyota')?.dealership_name; // 'Harbourside Toyota'
 */
export function carDocumentFromJson(doc: string, nameOf: (car: Car) => string | null): SearchDocument | null {
  let json: unknown;
  try {
    json = JSON.parse(doc);
  } catch {
    return null;
  }
  const parsed = CarSchema.safeParse(json);
  if (!parsed.success) return null;
  return carSearchDocument(parsed.data, nameOf(parsed.data)) as unknown as SearchDocument;
}

/** A D1 car row's search document (null when it fails CarSchema). */
export const carDocumentFromRow = (row: CarRow): SearchDocument | null =>
  carDocumentFromJson(row.doc, () => row.dealership_name);
