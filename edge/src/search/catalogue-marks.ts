/**
 * A site's catalogue changed as a whole (a stock feed import: new cars, prices, descriptions), not only
 * one car's availability. The importer appends a stock_changes row with car_id 0 per dealership after it
 * writes (infra/stock/import-stock.ts); live-availability.ts notes the newest such mark it reads, and the
 * embedded backend reloads a site's index from D1 before its next answer when the index predates the
 * mark (backend.ts) — rather than up to SEARCH_INDEX_TTL_MS later. Per isolate, like the indexes.
 */
import type { SiteConfig } from '@forecourt/contracts';

/** `seq`: the mark's stock_changes seq; `at`: when it was written (D1 seconds). */
export type CatalogueMark = { seq: number; at: number };

/** The car_id of a catalogue mark: no car has it (ids start at 1). */
export const CATALOGUE_MARK_CAR_ID = 0;

const marks = new Map<string, CatalogueMark>();

const key = (site: SiteConfig) => `${site.slug}:${site.dealerships.map((d) => d.id).join(',')}`;

/** Keeps the newer of the known mark and `mark`. */
export function noteCatalogueMark(site: SiteConfig, mark: CatalogueMark): void {
  const known = marks.get(key(site));
  if (!known || mark.seq > known.seq) marks.set(key(site), mark);
}

/** The newest catalogue mark this isolate has read for the site, or null. */
export const catalogueMark = (site: SiteConfig): CatalogueMark | null => marks.get(key(site)) ?? null;

/**
 * Whether an index whose data was read at `dataAtMs` already holds the marked import: read after the
 * mark's second ended (the mark is written after the cars). 0 means "unknown": it does not.
 */
export const coversMark = (dataAtMs: number, mark: CatalogueMark) => dataAtMs > (mark.at + 1) * 1000;

/** Forgets every mark (tests). */
export function resetCatalogueMarks(): void {
  marks.clear();
}
