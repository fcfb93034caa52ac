import { isPriceShown } from '../cars/price-display.js';
import type { SearchIndexUid } from './meili.schema.js';
import { CAR_SYNONYMS, shopperWords } from './shopper-words.js';

/**
 * Settings of each search index: the same lists drive the embedded engine (edge/src/search) and the
 * Meilisearch index settings (infra/search), so the two backends accept the same queries.
 */
export type SearchIndexSettings = {
  primaryKey: string;
  /** Keyword-searched attributes, most important first (ranked in this order). */
  searchableAttributes: readonly string[];
  filterableAttributes: readonly string[];
  sortableAttributes: readonly string[];
  rankingRules: readonly string[];
  /** Meilisearch's `synonyms`: a word or phrase → what it also finds (one way). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /** Meilisearch's `typoTolerance.disableOnAttributes`: attributes a word matches only as typed. */
  typoTolerance?: { disableOnAttributes: readonly string[] };
};

const RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'custom_rank:desc'] as const;

export const CARS_INDEX_SETTINGS: SearchIndexSettings = Object.freeze({
  primaryKey: 'id',
  // What a car is before what it is called: "EV" (electric, a synonym) must outrank Everest (a model's
  // prefix), a Sport bike the Africa Twin "Adventure Sports" (a badge).
  searchableAttributes: [
    'search_words',
    'simple_body',
    'simple_fuel',
    'make',
    'model',
    'badge',
    'series',
    'colour',
    'stocknum',
    'vin',
    'description.body',
  ],
  filterableAttributes: [
    'id',
    'slug',
    'make',
    'model',
    'make_model',
    'badge',
    'series',
    'year',
    'km',
    'price',
    'price_type',
    'subscription_price',
    'preorder',
    'status',
    'sold',
    'sold_date_timestamp',
    'reserved',
    'reservable',
    'tag',
    'certified',
    'car_type',
    'simple_fuel',
    'simple_transmission',
    'simple_body',
    'simple_drive',
    'stocknum',
    'vin',
    'dealership_id',
    'dealership_slug',
    'dealership_name',
    'location_id',
    'location_name',
    'city',
    'state',
    'created_at_timestamp',
    'custom_rank',
    'show_on_dealer_website',
    'colour',
    'seats',
    'categories',
    'features',
    'has_checkout_payment_processor',
  ],
  sortableAttributes: [
    'price_shown',
    'price',
    'km',
    'year',
    'created_at_timestamp',
    'custom_rank',
    'subscription_price',
    'make',
    'model',
    'id',
  ],
  rankingRules: RANKING_RULES,
  synonyms: CAR_SYNONYMS,
  // a typo in free text or an identifier finds the wrong car ('camery' is not a 'camera')
  typoTolerance: { disableOnAttributes: ['stocknum', 'vin', 'description.body'] },
});

const CATALOGUE_RANKING = RANKING_RULES.slice(0, 6);

/** Parts (catalogue-documents.ts PartDocumentSchema): found by name, number, category, brand. */
export const PARTS_INDEX_SETTINGS: SearchIndexSettings = Object.freeze({
  primaryKey: 'id',
  searchableAttributes: ['name', 'part_number', 'category', 'make', 'description'],
  filterableAttributes: [
    'id',
    'dealership_id',
    'name',
    'part_number',
    'category',
    'category_slug',
    'make',
    'price',
    'in_stock',
  ],
  sortableAttributes: ['id', 'name', 'price'],
  rankingRules: CATALOGUE_RANKING,
  // a part number matches only as typed (one digit off is another part)
  typoTolerance: { disableOnAttributes: ['part_number'] },
});

/** Special offers (OfferDocumentSchema); the scope keeps only live ones (search-scope.ts). */
export const OFFERS_INDEX_SETTINGS: SearchIndexSettings = Object.freeze({
  primaryKey: 'id',
  searchableAttributes: ['name', 'make', 'model', 'description'],
  filterableAttributes: [
    'id',
    'dealership_id',
    'name',
    'offer_type',
    'make',
    'model',
    'car_type',
    'price',
    'starts_at_timestamp',
    'expires_at_timestamp',
  ],
  sortableAttributes: ['id', 'name', 'price', 'expires_at_timestamp'],
  rankingRules: CATALOGUE_RANKING,
});

/** Catalogue categories (CategoryDocumentSchema). */
export const CATEGORIES_INDEX_SETTINGS: SearchIndexSettings = Object.freeze({
  primaryKey: 'id',
  searchableAttributes: ['name', 'slug', 'description'],
  filterableAttributes: ['id', 'dealership_id', 'name', 'slug', 'kind'],
  sortableAttributes: ['id', 'name', 'position'],
  rankingRules: CATALOGUE_RANKING,
});

/** Every index's settings. */
export const SEARCH_INDEX_SETTINGS: Readonly<Record<SearchIndexUid, SearchIndexSettings>> = Object.freeze({
  cars: CARS_INDEX_SETTINGS,
  offers: OFFERS_INDEX_SETTINGS,
  parts: PARTS_INDEX_SETTINGS,
  categories: CATEGORIES_INDEX_SETTINGS,
});

/**
 * A car as an index document: the Car JSON plus search_words (shopper-words.ts), location_name, make_model (the model, as the search paths
 * name it: /search/toyota/rav4), dealership_name (from the site's dealerships) and price_shown (1 when the
 * card shows the price, SPEC §5 isPriceShown, else 0: the price sorts list shown prices first).
 *
 * @example
 * carSearchDocument(car, 'Harbourside Toyota').location_name; // car.location.name
 */
export function carSearchDocument<
  C extends { model: string; price: number; location: { name: string } } & Parameters<typeof shopperWords>[0],
>(
  car: C,
  dealershipName: string | null,
): C & {
  search_words: string;
  location_name: string;
  make_model: string;
  dealership_name: string | null;
  price_shown: 0 | 1;
} {
  const shown = isPriceShown(car);
  return {
    ...car,
    search_words: shopperWords(car, shown),
    location_name: car.location.name,
    make_model: car.model,
    dealership_name: dealershipName,
    price_shown: shown ? 1 : 0,
  };
}
