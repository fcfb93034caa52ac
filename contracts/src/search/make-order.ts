/** The site fields that order the make facet (SiteConfig). */
export type MakeOrderSite = { popular_makes: readonly string[]; make_order: readonly string[] };

/**
 * SPEC §2/§9 order of the sidebar's makes:
 *   1. `make_order` (the site's brand ordering list) sorts the makes: listed makes first, in its order;
 *      the others after them, most stocked first (ties by name);
 *   2. `popular_makes` then lifts its makes to the top, in popular_makes order — the sidebar lists them
 *      under 'Popular Makes' and the rest, still in make_order order, under 'All Makes'.
 * Names match case-insensitively. Without either list: most stocked first.
 *
 * @example
 * orderMakes([['Kia', 9], ['Ford', 2], ['Audi', 5]], { popular_makes: [], make_order: ['Ford'] });
 * // [['Ford', 2], ['Kia', 9], ['Audi', 5]]
 * orderMakes([['Kia', 9], ['Ford', 2], ['Audi', 5]], { popular_makes: ['Audi'], make_order: ['Ford'] });
 * // [['Audi', 5], ['Ford', 2], ['Kia', 9]]
 */
export function orderMakes<T extends readonly [string, number]>(entries: readonly T[], site: MakeOrderSite): T[] {
  const popular = rankIn(site.popular_makes);
  const ordered = rankIn(site.make_order);
  // Each make's ranks once (lowercased once), not per comparison: the sort runs on every search (INP).
  const keyed = entries.map((entry) => {
    const lower = entry[0].toLowerCase();
    return { entry, popular: popular(lower), ordered: ordered(lower) };
  });
  keyed.sort(
    (a, b) =>
      a.popular - b.popular || a.ordered - b.ordered || b.entry[1] - a.entry[1] || a.entry[0].localeCompare(b.entry[0]),
  );
  return keyed.map((k) => k.entry);
}

/** A lowercased make's position in a list (case-insensitive); unlisted makes come after every listed one. */
function rankIn(list: readonly string[]): (lowerMake: string) => number {
  const ranks = new Map<string, number>();
  list.forEach((m, i) => {
    const lower = m.toLowerCase();
    if (!ranks.has(lower)) ranks.set(lower, i);
  });
  return (lowerMake) => ranks.get(lowerMake) ?? list.length;
}

/**
 * Whether a make is one of the site's popular makes (listed under 'Popular Makes').
 *
 * @example
 * isPopularMake('toyota', { popular_makes: ['Toyota'] }); // true
 */
export function isPopularMake(make: string, site: Pick<MakeOrderSite, 'popular_makes'>): boolean {
  return site.popular_makes.some((m) => m.toLowerCase() === make.toLowerCase());
}
