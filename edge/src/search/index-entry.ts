/**
 * A site's search index as an isolate holds it (backend.ts): the compact index, when it was loaded and
 * built, the stock version and catalogue mark it holds, and its refresh in flight.
 */
import type { SiteConfig } from '@forecourt/contracts';
import type { SearchIndex } from './engine.js';
import type { IndexSize } from './index-size.js';

/**
 * A site's index as the isolate holds it: always the compact form (index-snapshot.ts), its size accounted
 * for the budget. `reloadingSince`: when the background refresh in flight started (0: none).
 */
export type Entry = {
  index: SearchIndex;
  size: IndexSize;
  /** When the entry was last known current (loaded, or checked unchanged): the TTL counts from here. */
  loadedAt: number;
  /** When its index was built from D1 (or its snapshot was); FULL_RELOAD_MS counts from here. */
  builtAt: number;
  /** The site's stock version it was built at (null: unknown, e.g. restored from a snapshot). */
  stockVersion: number | null;
  version: number;
  /** The newest catalogue mark (catalogue-marks.ts) this index holds: an older one reloads before answering. */
  catalogue: number;
  reloading: Promise<void> | null;
  reloadingSince?: number;
  bytes(): number;
};
export type Compact = { index: SearchIndex; size: IndexSize };
export type Loaded = Compact & { stockVersion: number };

export const newEntry = (
  compact: Compact,
  loadedAt: number,
  version: number,
  stockVersion: number | null = null,
  catalogue = 0,
): Entry => ({
  ...compact,
  loadedAt,
  builtAt: loadedAt,
  stockVersion,
  version,
  catalogue,
  reloading: null,
  bytes: () => compact.size.bytes,
});

/** The key of a site's index in an isolate (per site and dealership set, as its snapshot's). */
export const siteKey = (site: SiteConfig) => `${site.slug}:${site.dealerships.map((d) => d.id).join(',')}`;
