/** SPEC §5: letters, 3 or more digits, letters — a stock number. */
export const STOCK_NUMBER_PATTERN = /^[A-Za-z]*\d{3,}[A-Za-z]*$/;
/** SPEC §5: a fetchable car slug. */
export const CAR_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * SPEC §5: a search term that looks like a stock number (letters, 3 or more digits, letters, no quotes).
 *
 * @example
 * looksLikeStockNumber('AB1234C'); // true
 * looksLikeStockNumber('"AB1234"'); // false
 */
export function looksLikeStockNumber(term: string): boolean {
  return STOCK_NUMBER_PATTERN.test(term.trim());
}

/**
 * SPEC §5: the term sent to search — a stock-number-looking term is wrapped in quotes for exact match.
 *
 * @example
 * searchTerm(' U12345 '); // '"U12345"'
 * searchTerm('Toyota SUV'); // 'Toyota SUV'
 */
export function searchTerm(term: string): string {
  const trimmed = term.trim();
  return looksLikeStockNumber(trimmed) ? `"${trimmed}"` : trimmed;
}

/**
 * SPEC §5: a car slug used for fetching contains only letters, digits, hyphen or underscore.
 *
 * @example
 * isValidCarSlug('2021-toyota-corolla_1'); // true
 * isValidCarSlug('../etc/passwd'); // false
 */
export function isValidCarSlug(slug: string): boolean {
  return CAR_SLUG_PATTERN.test(slug);
}
