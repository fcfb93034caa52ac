/**
 * Search documents from stock: each car parsed with CarSchema, then carSearchDocument (contracts) adds
 * the derived fields, exactly as the embedded backend builds its index.
 */
import { CarSchema, carSearchDocument } from '@forecourt/contracts';
import type { TenantData } from '../demo/index.js';

export type SearchDocument = Record<string, unknown> & { id: number };

/** A D1 row of `SELECT c.doc, d.name AS dealership_name FROM cars c LEFT JOIN dealerships d …`. */
export type CarRow = { doc: string; dealership_name: string | null };

/**
 * Documents of D1 car rows; a row failing CarSchema is skipped and reported.
 *
 * @example
 * carDocumentsFromRows([{ doc: JSON.stringify(car), dealership_name: 'Harbourside Toyota' }]).documents[0].location_name;
 */
export function carDocumentsFromRows(rows: Iterable<CarRow>): { documents: SearchDocument[]; skipped: number } {
  const documents: SearchDocument[] = [];
  let skipped = 0;
  for (const row of rows) {
    const parsed = CarSchema.safeParse(JSON.parse(row.doc));
    if (!parsed.success) {
      skipped++;
      continue;
    }
    documents.push(carSearchDocument(parsed.data, row.dealership_name) as unknown as SearchDocument);
  }
  return { documents, skipped };
}

/** Documents of generated tenants (the seed's data), named after each site's dealerships. */
export function tenantCarDocuments(tenants: Iterable<Pick<TenantData, 'site' | 'cars'>>): SearchDocument[] {
  const out: SearchDocument[] = [];
  for (const { site, cars } of tenants) {
    const names = new Map(site.dealerships.map((d) => [d.id, d.name]));
    const rows = cars.map((car) => ({
      doc: JSON.stringify(car),
      dealership_name: names.get(car.dealership_id) ?? null,
    }));
    out.push(...carDocumentsFromRows(rows).documents);
  }
  return out;
}
