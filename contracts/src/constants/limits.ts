/**
 * SPEC §9 business constants and limits, each a named export. Rules import these; no literal is
 * repeated elsewhere.
 */

// Cars
/** Just-arrived window in days (site `specifications.just_arrived_days` overrides). */
export const JUST_ARRIVED_DAYS = 8;
/** Default just-arrived tag text (site `specifications.just_arrived_tag_name` overrides). */
export const DEFAULT_JUST_ARRIVED_TAG = 'JUST ARRIVED';
/** Sold cars stay listed this many days (site `include_sold_cars_days` overrides). */
export const SOLD_CARS_INCLUDED_DAYS = 3;
/** Seconds in a day. */
export const SECONDS_PER_DAY = 86_400;
/** 3 days = 259200 s. */
export const SOLD_CARS_WINDOW_SECONDS = SOLD_CARS_INCLUDED_DAYS * SECONDS_PER_DAY;
/** Default sold tag (site `specifications.sold_tag_name` overrides). */
export const DEFAULT_SOLD_TAG = 'JUST SOLD';
/** Reserve needs a price above 200. */
export const RESERVE_MIN_PRICE = 200;
/** Default deposit when the payment processor gives none. */
export const DEFAULT_DEPOSIT_AMOUNT = 200;
/** Price shown only when greater than 10. */
export const PRICE_DISPLAY_MIN = 10;
/** Below-market badge when price is more than 499 under the market average. */
export const BELOW_MARKET_THRESHOLD = 499;
/** Default no-price text. */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';
/** Shown instead of a price for preorder cars. */
export const PREORDER_TEXT = 'PREORDER';
/** Phone numbers are masked after this many characters on sites that hide them. */
export const PHONE_VISIBLE_CHARACTERS = 5;

// Search
/** Page size on the group site. */
export const GROUP_SEARCH_PAGE_SIZE = 21;
/** Default search limit elsewhere. */
export const DEFAULT_SEARCH_LIMIT = 100;
/** About 10 cached searches, oldest evicted. */
export const SEARCH_CACHE_SIZE = 10;
/** Search history keeps the last 5 searches. */
export const SEARCH_HISTORY_SIZE = 5;
/** Keyword search debounce (ms). */
export const KEYWORD_DEBOUNCE_MS = 300;
/** Promotion card slot position in results. */
export const PROMOTION_POSITION = 9;
/** Sidebar filter list limits. */
export const FILTER_LIMITS = { city: 20, location_name: 40, make_model: 30 } as const;
/** Makes shown before 'Show all makes'. */
export const DEFAULT_MAKES_SHOWN = 7;
/** Default sort. */
export const DEFAULT_SORT = 'custom_rank:desc';
/** Keyword search placeholder. */
export const KEYWORD_PLACEHOLDER = 'Keyword search eg. EV, SUV, Toyota';

// Visitor history
/** Visited pages kept. */
export const VISITED_PAGES_LIMIT = 50;
/** First-page query expires after 30 days. */
export const VISITOR_QUERY_EXPIRY_DAYS = 30;

// Forms
/** Postcode length (exactly 4 digits). */
export const POSTCODE_LENGTH = 4;
/** NZ phone numbers must be shorter than 15 characters. */
export const NZ_PHONE_MAX_LENGTH = 15;
/** Default form state. */
export const DEFAULT_FORM_STATE = 'qld';
/** Finance calculator default interest rate (%). */
export const FINANCE_DEFAULT_INTEREST_RATE = 10;

// Reviews
/** Reviews below this rating are not shown. */
export const REVIEW_MIN_RATING = 4;
/** Reviews shown at once. */
export const REVIEWS_SHOWN = 12;

// Images
/** Default image quality. */
export const DEFAULT_IMAGE_QUALITY = 75;
/** Lower quality used on some sites. */
export const LOW_IMAGE_QUALITY = 60;
/** Quality used by the other image helper. */
export const HIGH_IMAGE_QUALITY = 80;
/** Default preview width. */
export const DEFAULT_PREVIEW_WIDTH = 1280;
/** Lazy-load root margin. */
export const LAZY_LOAD_MARGIN = '200px';

// Geography
/** Earth radius for great-circle distance (km). */
export const EARTH_RADIUS_KM = 6371;

// Calls
/** Dashboard cache: 7 days = 604800 s. */
export const DASHBOARD_CACHE_SECONDS = 7 * SECONDS_PER_DAY;
/** Dashboard fetches retry up to 2 times. */
export const DASHBOARD_FETCH_RETRIES = 2;
