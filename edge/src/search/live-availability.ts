/**
 * Live availability (issue 34): a car reserved or sold stops being offered within seconds on every page
 * and search answer, in every data centre — while the HTML cache and the search indexes stay.
 *
 * D1's stock_changes log (migration 0022) is the one source. Per isolate and site this keeps, refreshed
 * at most every FRESH_MS (and never used older than MAX_AGE_MS):
 *   - `version`: the site's last change (MAX(seq)); page-handler.ts puts it in the HTML cache key of every
 *     page that shows stock, so a change is a cache miss everywhere, with no purge;
 *   - `patches`: the availability of every car changed in the last OVERLAY_WINDOW_S, laid over the hits of
 *     any search answer (withLiveAvailability): the embedded index catches up at its next refresh (60 s)
 *     and Meilisearch at its next sync (10 min); until then a changed car's hits carry D1's word.
 * Why this and not KV or a purge: docs/ARCHITECTURE-NOTES.md "Availability everywhere within seconds".
 */
import type { SiteConfig } from '@forecourt/contracts';
import type { SearchBackend } from './backend.js';
import { CATALOGUE_MARK_CAR_ID, noteCatalogueMark, resetCatalogueMarks } from './catalogue-marks.js';
import type { EngineResult } from './engine.js';
import type { Doc } from './filter.js';

/** A site's version read this recently is used as it is. */
export const FRESH_MS = 1000;
/** Up to this age it is used while one request refreshes it in the background; older, a request waits. */
export const MAX_AGE_MS = 3000;
/** How long a change is laid over search answers: longer than a Meilisearch sync interval (10 min) and its run. */
export const OVERLAY_WINDOW_S = 20 * 60;
/** Changes read per refresh at most (a feed import may change thousands: the rest come with the next reads). */
const CHANGES_PER_READ = 2000;

/** The fields of a car that decide whether it is offered (reserve rule, listing scope, tags). */
const AVAILABILITY_FIELDS = [
  'status',
  'sold',
  'reserved',
  'reservable',
  'sold_date_timestamp',
  'show_on_dealer_website',
] as const;
type Patch = Partial<Record<(typeof AVAILABILITY_FIELDS)[number], unknown>>;

type SiteState = {
  version: number;
  readAt: number;
  /** car id → its availability now (null: gone from this site), with when it changed (s). */
  patches: Map<number, { patch: Patch | null; changedAt: number }>;
};

const states = new Map<string, SiteState>();

const siteKey = (site: SiteConfig) => `${site.slug}:${site.dealerships.map((d) => d.id).join(',')}`;

type ChangeRow = {
  seq: number;
  car_id: number;
  changed_at: number;
  dealership_id: number | null;
  patch: string | null;
};

/** One round trip: the site's version, and the changes after `since` still inside the overlay window. */
async function readChanges(db: D1Database, site: SiteConfig, since: number, nowS: number) {
  const ids = JSON.stringify(site.dealerships.map((d) => d.id));
  const [top, changes] = await db.batch([
    // one index seek per dealership (MAX over `dealership_id IN (…)` would walk each dealership's rows)
    db
      .prepare(
        'SELECT MAX((SELECT MAX(seq) FROM stock_changes s WHERE s.dealership_id = j.value)) AS v FROM json_each(?1) j',
      )
      .bind(ids),
    db
      .prepare(
        `SELECT s.seq, s.car_id, s.changed_at, c.dealership_id,
           CASE WHEN c.id IS NULL THEN NULL ELSE json_object(
             'status', c.status, 'sold', json_extract(c.doc, '$.sold'), 'reserved', json_extract(c.doc, '$.reserved'),
             'reservable', json_extract(c.doc, '$.reservable'), 'sold_date_timestamp', c.sold_date_timestamp,
             'show_on_dealer_website', c.show_on_dealer_website) END AS patch
         FROM stock_changes s LEFT JOIN cars c ON c.id = s.car_id
         WHERE s.dealership_id IN (SELECT value FROM json_each(?1)) AND s.seq > ?2 AND s.changed_at > ?3
         ORDER BY s.seq LIMIT ?4`,
      )
      .bind(ids, since, nowS - OVERLAY_WINDOW_S, CHANGES_PER_READ),
  ]);
  const version = Number((top?.results[0] as { v: number | null } | undefined)?.v ?? 0);
  return { version, rows: (changes?.results ?? []) as ChangeRow[] };
}

/** JSON booleans come back from SQLite as 0/1; the documents hold true/false. */
function patchOf(row: ChangeRow, site: SiteConfig): Patch | null {
  if (row.patch === null || !site.dealerships.some((d) => d.id === row.dealership_id)) return null;
  const raw = JSON.parse(row.patch) as Record<string, unknown>;
  return {
    status: raw.status,
    sold: raw.sold === 1 || raw.sold === true,
    reserved: raw.reserved === 1 || raw.reserved === true,
    ...(raw.reservable === null || raw.reservable === undefined
      ? {}
      : { reservable: raw.reservable === 1 || raw.reservable === true }),
    sold_date_timestamp: raw.sold_date_timestamp ?? null,
    show_on_dealer_website: raw.show_on_dealer_website === 1,
  };
}

async function refresh(db: D1Database, site: SiteConfig, prior: SiteState | undefined): Promise<SiteState> {
  const now = Date.now();
  const nowS = Math.floor(now / 1000);
  const { version, rows } = await readChanges(db, site, prior?.version ?? 0, nowS);
  const patches = new Map(prior?.patches ?? []);
  for (const [id, p] of patches) if (p.changedAt <= nowS - OVERLAY_WINDOW_S) patches.delete(id);
  for (const row of rows) {
    if (row.car_id === CATALOGUE_MARK_CAR_ID) noteCatalogueMark(site, { seq: row.seq, at: row.changed_at });
    else patches.set(row.car_id, { patch: patchOf(row, site), changedAt: row.changed_at });
  }
  // A read cut at CHANGES_PER_READ stands at its last row: the next read takes the rest.
  const seen = rows.length === CHANGES_PER_READ ? (rows.at(-1)?.seq ?? version) : version;
  return { version: Math.max(seen, prior?.version ?? 0), readAt: now, patches };
}

/**
 * The site's availability state: fresh (≤ FRESH_MS) as it is; up to MAX_AGE_MS while a background read
 * refreshes it; older (or never read) after a read. A failed read keeps the last state (logged).
 */
export async function siteAvailability(
  db: D1Database,
  site: SiteConfig,
  waitUntil: (p: Promise<unknown>) => void = () => {},
): Promise<Pick<SiteState, 'version' | 'patches'>> {
  const key = siteKey(site);
  const known = states.get(key);
  const age = known ? Date.now() - known.readAt : Number.POSITIVE_INFINITY;
  if (known && age <= FRESH_MS) return known;
  // Each request reads for itself: a promise shared between requests cannot settle once the request that
  // created it has ended (workerd refuses it), so the one-read-a-second memo is the state, never a promise.
  const start = () =>
    refresh(db, site, known)
      .then((next) => {
        states.set(key, next);
        return next;
      })
      .catch((error: unknown): Pick<SiteState, 'version' | 'patches'> => {
        console.error('[availability] stock changes could not be read', error);
        return known ?? { version: 0, patches: new Map() };
      });
  if (known && age <= MAX_AGE_MS) {
    waitUntil(start());
    return known;
  }
  return start();
}

/** A hit with its car's live availability (a new object: hits may be shared with a results cache). */
function patched(hit: Doc, patch: Patch): Doc {
  const out: Doc = { ...hit };
  for (const field of AVAILABILITY_FIELDS) if (field in hit && field in patch) out[field] = patch[field];
  const formatted = hit._formatted as Doc | undefined;
  if (formatted && typeof formatted === 'object') {
    const f: Doc = { ...formatted };
    for (const field of AVAILABILITY_FIELDS)
      if (field in formatted && field in patch) f[field] = patch[field] === null ? null : String(patch[field]);
    out._formatted = f;
  }
  return out;
}

/** An answer whose hits carry the live availability of recently changed cars; cars gone from D1 leave it. */
export function overlayAnswer(result: EngineResult, patches: SiteState['patches']): EngineResult {
  if (patches.size === 0) return result;
  let changed = false;
  const hits = result.hits.flatMap((hit) => {
    const live = patches.get(Number(hit.id));
    if (!live) return [hit];
    changed = true;
    return live.patch ? [patched(hit, live.patch)] : [];
  });
  return changed ? { ...result, hits } : result;
}

/** Any backend, its answers overlaid with the live availability (select.ts wraps every backend). */
export function withLiveAvailability(
  backend: SearchBackend,
  db: D1Database,
  waitUntil: (p: Promise<unknown>) => void,
): SearchBackend {
  return {
    // Availability first (memoised ~1 s: usually no wait): the backend then knows of a catalogue mark
    // (catalogue-marks.ts) and answers from an index that holds the import.
    async search(site, indexUid, query, scope, meter, timing) {
      const live = indexUid === 'cars' ? await siteAvailability(db, site, waitUntil) : null;
      const result = await backend.search(site, indexUid, query, scope, meter, timing);
      return live ? overlayAnswer(result, live.patches) : result;
    },
    async multiSearch(site, queries, meter, timing) {
      const live = queries.some((q) => q.indexUid === 'cars') ? await siteAvailability(db, site, waitUntil) : null;
      const results = await backend.multiSearch(site, queries, meter, timing);
      return live
        ? results.map((r, i) => (queries[i]?.indexUid === 'cars' ? overlayAnswer(r, live.patches) : r))
        : results;
    },
  };
}

/** Forgets every site's state (tests). */
export function resetLiveAvailability(): void {
  states.clear();
  resetCatalogueMarks();
}

/** Rows kept at least this long (s): far beyond the overlay window, so no isolate misses a change. */
export const STOCK_CHANGES_KEPT_S = 24 * 3600;

/** The cron's sweep of old stock_changes rows; each dealership's newest row stays (its version never goes back). */
export async function sweepStockChanges(db: D1Database, nowS = Math.floor(Date.now() / 1000)): Promise<void> {
  await db
    .prepare(
      'DELETE FROM stock_changes WHERE changed_at < ? AND seq NOT IN (SELECT MAX(seq) FROM stock_changes GROUP BY dealership_id)',
    )
    .bind(nowS - STOCK_CHANGES_KEPT_S)
    .run();
}
