/**
 * The one mapping from a stored car (D1 `cars.doc`, JSON) to its search document, used by every path
 * that builds one: the embedded backend's in-memory index, the Meilisearch sync (cron and `search:sync`)
 * and infra/search's documents of generated stock.
 */
import { type Car, CarSchema } from '../cars/car.schema.js';
import { carSearchDocument } from './index-settings.js';

export type SearchDocument = Record<string, unknown> & { id: number };

/** A stored car row: the car's JSON and its dealership's name. */
export type CarRow = { doc: string; dealership_name: string | null };

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

/** A stored car row's search document (null when it fails CarSchema). */
export const carDocumentFromRow = (row: CarRow): SearchDocument | null =>
  carDocumentFromJson(row.doc, () => row.dealership_name);
