/**
 * Search documents from stock, through the one row → document mapping (contracts carDocumentFromRow:
 * CarSchema, then contracts' carSearchDocument), exactly as the embedded backend and the sync build them.
 */

import { type CarRow, carDocumentFromRow, type SearchDocument } from '@forecourt/contracts';
import type { TenantData } from '../demo/index.js';

export type { CarRow, SearchDocument };

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
    const doc = carDocumentFromRow(row);
    if (doc) documents.push(doc);
    else skipped++;
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

/** The parts, offers and categories documents of generated tenants (D1's rows as the seed writes them). */
export function tenantCatalogueDocuments(
  tenants: Iterable<Pick<TenantData, 'parts' | 'offers' | 'categories'>>,
): Record<'parts' | 'offers' | 'categories', Record<string, unknown>[]> {
  const out: Record<'parts' | 'offers' | 'categories', Record<string, unknown>[]> = {
    parts: [],
    offers: [],
    categories: [],
  };
  for (const t of tenants) {
    out.parts.push(...t.parts);
    out.offers.push(...t.offers);
    out.categories.push(...t.categories);
  }
  return out;
}
