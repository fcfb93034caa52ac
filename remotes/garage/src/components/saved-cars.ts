/**
 * What the favourites page shows for each saved vehicle: the entry saved in this browser, checked
 * against the dealer's stock now (the site's search, which lists in-stock, coming-soon and recently
 * sold vehicles: SPEC §4 sold window). Pure, apart from `fetchStockOf`.
 */
import {
  type Car,
  carPath,
  carTitle,
  type FavouriteEntry,
  isCarAvailable,
  priceDisplay,
  similarCarsPath,
  type VehicleBasePath,
} from '@forecourt/contracts';

export type SavedStatus = 'available' | 'coming_soon' | 'sold' | 'gone' | 'unknown';

export type SavedCarView = {
  entry: FavouriteEntry;
  title: string;
  href: string;
  image: string | null;
  /** Today's price text (SPEC money format), null when stock could not be checked or the car left. */
  price: string | null;
  status: SavedStatus;
  statusText: string | null;
  /** SPEC §2 'Find Me Something Similar' (CAR_ACTION_LABELS.findSimilar) for a vehicle no longer for sale. */
  similar: string | null;
};

const STATUS_TEXT: Record<SavedStatus, string | null> = {
  available: 'Available',
  coming_soon: 'Coming soon',
  sold: 'Sold',
  gone: 'No longer available',
  unknown: null,
};

function statusOf(car: Car | undefined, checked: boolean): SavedStatus {
  if (!checked) return 'unknown';
  if (!car) return 'gone';
  if (isCarAvailable(car)) return car.status === 'coming_soon' ? 'coming_soon' : 'available';
  return 'sold';
}

/**
 * One saved vehicle. `stock` is the dealer's matching vehicles by id, or null while (or when) stock
 * could not be checked.
 */
export function savedCarView(
  entry: FavouriteEntry,
  stock: ReadonlyMap<number, Car> | null,
  basePath: VehicleBasePath,
): SavedCarView {
  const car = stock?.get(entry.id);
  const status = statusOf(car, stock !== null);
  const forSale = status === 'available' || status === 'coming_soon';
  return {
    entry,
    // The search card's title while the car is listed; the saved name once it has gone.
    title: car ? carTitle(car) : entry.name || `${entry.make} ${entry.model}`,
    href: carPath(entry.slug, basePath),
    image: entry.primary_image_url ?? null,
    price: car && forSale ? priceDisplay(car).text : null,
    status,
    statusText: STATUS_TEXT[status],
    similar: (status === 'sold' || status === 'gone') && entry.make ? similarCarsPath(entry) : null,
  };
}

/** The search request for the saved ids (the edge scopes it to this dealer's listed stock). */
export function stockQuery(ids: readonly number[]): { filter: string; limit: number } {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return { filter: `id IN [${safe.join(', ')}]`, limit: Math.max(1, safe.length) };
}

/** The dealer's current vehicles among `ids`, by id; throws when the search cannot answer. */
export async function fetchStockOf(ids: readonly number[], signal?: AbortSignal): Promise<Map<number, Car>> {
  if (ids.length === 0) return new Map();
  const res = await fetch('/api/search/indexes/cars/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stockQuery(ids)),
    signal,
  });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  const { hits } = (await res.json()) as { hits: Car[] };
  return new Map(hits.map((car) => [car.id, car]));
}

/** 'Saved Cars', 'Saved Motorcycles' … from the site's vehicle noun. */
export const savedTitle = (plural: string) => `Saved ${plural.charAt(0).toUpperCase()}${plural.slice(1)}`;
