/** Facet counts and numeric stats over a search's matching documents (Meilisearch's facetDistribution). */
import type { EngineResult } from './engine-types.js';

const NUMERIC = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Per attribute: each document's facet keys (null: none) and its raw value, by document position. */
export type FacetColumns = {
  keys: (attr: string) => readonly (readonly string[] | null)[];
  raw: (attr: string) => readonly unknown[];
};

/**
 * The distribution (values sorted alphanumerically, at most 100 per facet, as Meilisearch) and the
 * min/max of numeric values of each facet over `candidates`.
 */
export function facetResults(
  facetList: readonly string[],
  candidates: readonly number[],
  columns: FacetColumns,
): Required<Pick<EngineResult, 'facetDistribution' | 'facetStats'>> {
  const facetDistribution: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const f of facetList) {
    const counts = new Map<string, number>();
    let min = Infinity;
    let max = -Infinity;
    const see = (x: unknown) => {
      if (!NUMERIC(x)) return;
      if (x < min) min = x;
      if (x > max) max = x;
    };
    const keys = columns.keys(f);
    const raw = columns.raw(f);
    for (const i of candidates) {
      const values = keys[i];
      if (!values) continue;
      for (const key of values) counts.set(key, (counts.get(key) ?? 0) + 1);
      const x = raw[i];
      if (Array.isArray(x)) for (const y of x) see(y);
      else see(x);
    }
    facetDistribution[f] = Object.fromEntries(
      [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, 100),
    );
    if (min !== Infinity) facetStats[f] = { min, max };
  }
  return { facetDistribution, facetStats };
}

/** Each document's facet keys of a column: scalars as one string, arrays' scalars as strings, else null. */
export function facetKeys(column: readonly unknown[]): (string[] | null)[] {
  // one key list per distinct scalar (shared, read only): a column has few distinct values
  const shared = new Map<unknown, string[] | null>();
  return column.map((v) => {
    if (Array.isArray(v)) {
      const values = v.filter((x) => x !== null && x !== undefined && typeof x !== 'object');
      return values.length > 0 ? values.map(String) : null;
    }
    let keys = shared.get(v);
    if (keys === undefined) {
      keys = v === null || v === undefined || typeof v === 'object' ? null : [String(v)];
      shared.set(v, keys);
    }
    return keys;
  });
}
