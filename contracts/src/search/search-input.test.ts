import { describe, expect, it } from 'vitest';
import { isValidCarSlug, looksLikeStockNumber, searchTerm } from './search-input.js';

// SPEC §5: "A search term that looks like a stock number (letters, 3 or more digits, letters, no quotes)
// is wrapped in quotes for exact match."
describe('searchTerm', () => {
  it.each([
    ['U12345', '"U12345"'],
    ['AB123CD', '"AB123CD"'],
    ['123', '"123"'],
    ['12', '12'],
    ['AB12', 'AB12'],
    [' 4567 ', '"4567"'],
    ['"U12345"', '"U12345"'],
    ['Toyota SUV', 'Toyota SUV'],
    ['A1B234', 'A1B234'],
  ])('%s -> %s', (term, expected) => {
    expect(searchTerm(term)).toBe(expected);
  });
  it('detects stock numbers', () => {
    expect(looksLikeStockNumber('"U123"')).toBe(false);
    expect(looksLikeStockNumber('U123')).toBe(true);
  });
});

// SPEC §5: "A car slug used for fetching must contain only letters, digits, hyphen or underscore;
// otherwise the result is empty."
describe('isValidCarSlug', () => {
  it.each([
    ['2021-toyota-corolla_ABC123', true],
    ['a', true],
    ['', false],
    ['../etc/passwd', false],
    ['car slug', false],
    ['car.slug', false],
    ['car%20slug', false],
  ])('%s -> %s', (slug, expected) => expect(isValidCarSlug(slug)).toBe(expected));
});
