/**
 * SPEC §9 "Per-site stock filters combine with a shared filter taking a variant number 0-14; the meaning
 * of the variants: not shown. Many sites restrict to used cars or exclude given stock numbers, makes or
 * sold tags." Our meaning (docs/SPEC-COVERAGE.md): a variant is one shared, named restriction of the stock a
 * site lists, ANDed to its own `search_filters` and car types in its search scope (scope-filter.ts), so it
 * holds wherever the scope does — search pages, facets, the search API and tenant tokens, the sitemap.
 * Per-site lists (stock numbers, makes) stay in the site's own `search_filters`; the shared variants are
 * the restrictions many sites repeat. 0 is no restriction. Every attribute is filterable on the cars index.
 */
export const SHARED_FILTER_VARIANTS: readonly { name: string; filter: string | null }[] = Object.freeze([
  { name: 'All stock', filter: null },
  { name: 'Used only', filter: 'car_type = "used"' },
  { name: 'New only', filter: 'car_type = "new"' },
  { name: 'Demo only', filter: 'car_type = "demo"' },
  { name: 'New and demo', filter: 'car_type IN ["new", "demo"]' },
  { name: 'Used and demo', filter: 'car_type IN ["used", "demo"]' },
  { name: 'No sold cars', filter: 'status != "sold"' },
  { name: 'In stock only', filter: 'status = "in_stock"' },
  // SPEC §5: a price is shown only above 10; these sites list priced cars only.
  { name: 'Priced only', filter: 'price > 10' },
  { name: 'Used, priced', filter: 'car_type = "used" AND price > 10' },
  { name: 'Certified only', filter: 'certified = true' },
  { name: 'Electric and hybrid', filter: 'simple_fuel IN ["Electric", "Hybrid", "PHEV"]' },
  { name: 'No test-drive-only cars', filter: 'tag NOT IN ["Test Drive Only", "*** Test Drive Vehicle Only ***"]' },
  { name: 'No pre-orders', filter: 'preorder != true' },
  { name: 'Used, in stock', filter: 'car_type = "used" AND status = "in_stock"' },
]);

/**
 * The filter expression of a shared variant, or null for 0 (or a number outside 0–14: the site schema
 * refuses those).
 *
 * @example
 * sharedFilterVariant(1); // 'car_type = "used"'
 * sharedFilterVariant(0); // null
 */
export function sharedFilterVariant(variant: number | null | undefined): string | null {
  return (variant != null && SHARED_FILTER_VARIANTS[variant]?.filter) || null;
}
