/**
 * A site's cars index as D1 holds it, and its snapshot in R2 (index-snapshot.ts): the one load path
 * (D1 rows → carDocuments → SearchIndex) and the snapshot's key, read and write, shared by the embedded
 * backend (backend.ts: a new isolate reads, an isolate that loaded from D1 writes) and the cron
 * (snapshot-cron.ts: writes the snapshots of large sites nobody searched lately).
 */
import { carDocumentFromJson, SEARCH_INDEX_SETTINGS, type SiteConfig } from '@forecourt/contracts';
import { SearchIndex } from './engine.js';
import type { Doc } from './filter.js';
import { decodeSnapshot, encodeSnapshot, type RestoredSnapshot, snapshotKey } from './index-snapshot.js';

/** Where a load's time went: [step, ms] (backend.ts's SearchTiming). */
type Timing = [step: string, ms: number][];

/** The object key of a site's snapshot (per site and dealership set). */
export function siteSnapshotKey(site: SiteConfig): string {
  return snapshotKey(
    site.slug,
    site.dealerships.map((d) => d.id),
  );
}

/** A site's cars index built from D1 (every row parsed with CarSchema; `size` is how many cars it holds). */
export async function loadSiteIndex(db: D1Database, site: SiteConfig, timing?: Timing): Promise<SearchIndex> {
  const t0 = performance.now();
  const ids = site.dealerships.map((d) => d.id);
  const placeholders = ids.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT doc FROM cars WHERE dealership_id IN (${placeholders}) ORDER BY id`)
    .bind(...ids)
    .all<{ doc: string }>();
  const t1 = performance.now();
  const index = new SearchIndex(carDocuments(site, results), SEARCH_INDEX_SETTINGS.cars);
  timing?.push(['d1-load', t1 - t0], ['index-build', performance.now() - t1]);
  return index;
}

/**
 * Writes an index as the site's snapshot. `builtAt` goes in the object and in its customMetadata, so the
 * cron learns a snapshot's age from an R2 list without reading it.
 */
export async function writeSiteSnapshot(
  bucket: R2Bucket,
  site: SiteConfig,
  index: SearchIndex,
  builtAt: number,
): Promise<void> {
  await putSiteSnapshot(bucket, site, encodeSnapshot(index, siteSnapshotKey(site), builtAt), builtAt);
}

/** Puts a site's encoded snapshot (a copy: the caller's compact index keeps viewing its buffer). */
export async function putSiteSnapshot(
  bucket: R2Bucket,
  site: SiteConfig,
  bytes: Uint8Array,
  builtAt: number,
  stockVersion: number | null = null,
): Promise<void> {
  const customMetadata: Record<string, string> = { builtAt: String(builtAt) };
  // the stock version the index was built at (stock-version.ts): a restored index then skips its
  // first reload when the site's stock has not changed since
  if (stockVersion !== null) customMetadata.stockVersion = String(stockVersion);
  await bucket.put(siteSnapshotKey(site), bytes.slice(), { customMetadata });
}

/**
 * An index built from D1 in its compact form (the snapshot's encoding, decoded: no documents, typed-array
 * postings) and those encoded bytes, which are also the site's snapshot.
 */
export function compactSiteIndex(
  site: SiteConfig,
  full: SearchIndex,
  builtAt: number,
): RestoredSnapshot & { bytes: Uint8Array } {
  const key = siteSnapshotKey(site);
  const bytes = encodeSnapshot(full, key, builtAt);
  const compact = decodeSnapshot(bytes.buffer as ArrayBuffer, {
    key,
    now: builtAt,
    settings: SEARCH_INDEX_SETTINGS.cars,
  });
  // it was encoded a moment ago with these settings: ignoring it would be a bug in the snapshot code
  if ('ignored' in compact) throw new Error(`[search] a fresh index does not decode: ${compact.ignored}`);
  return { ...compact, bytes };
}

/**
 * The site's index from its snapshot, or null: none, ignored (stale, other settings, corrupt: logged), or
 * R2 failed (logged). The caller then loads from D1.
 */
export async function readSiteSnapshot(
  bucket: R2Bucket,
  site: SiteConfig,
  timing?: Timing,
): Promise<(RestoredSnapshot & { stockVersion: number | null }) | null> {
  const key = siteSnapshotKey(site);
  try {
    const t0 = performance.now();
    const object = await bucket.get(key);
    if (!object) return null;
    const bytes = await object.arrayBuffer();
    const t1 = performance.now();
    const restored = decodeSnapshot(bytes, { key, now: Date.now(), settings: SEARCH_INDEX_SETTINGS.cars });
    timing?.push(['snapshot-read', t1 - t0], ['snapshot-decode', performance.now() - t1]);
    if ('ignored' in restored) {
      console.warn(`[search] snapshot of ${site.slug} ignored: ${restored.ignored}`);
      return null;
    }
    const stockVersion = Number(object.customMetadata?.stockVersion ?? Number.NaN);
    return { ...restored, stockVersion: Number.isSafeInteger(stockVersion) ? stockVersion : null };
  } catch (error) {
    console.error('[search] snapshot read failed', error);
    return null;
  }
}

/** A site's cars rows as index documents (each parsed with CarSchema; a row that fails it is skipped). */
export function carDocuments(site: SiteConfig, rows: readonly { doc: string }[]): Doc[] {
  const names = new Map(site.dealerships.map((d) => [d.id, d.name]));
  const docs: Doc[] = [];
  let skipped = 0;
  for (const row of rows) {
    const doc = carDocumentFromJson(row.doc, (car) => names.get(car.dealership_id) ?? null);
    if (doc) docs.push(doc);
    else skipped++;
  }
  if (skipped > 0) console.error(`[search] skipped ${skipped} cars of ${site.slug} that fail CarSchema`);
  return docs;
}
