import { describe, expect, it } from 'vitest';
import { effectiveSort, indexSort, sortOptions } from './sort-options.js';

// SPEC §2: "Sort options: Most Relevant (custom_rank:desc), Latest (created_at_timestamp:desc), Highest
// Price, Lowest Price, Highest Kms, Lowest Kms, and subscription price variants."
describe('sortOptions', () => {
  it('lists the six standard options in order', () => {
    expect(sortOptions({ offers_subscription: false }).map((o) => o.label)).toEqual([
      'Most Relevant',
      'Latest',
      'Highest Price',
      'Lowest Price',
      'Highest Kms',
      'Lowest Kms',
    ]);
    expect(sortOptions({ offers_subscription: false })[0]?.value).toBe('custom_rank:desc');
  });
  it('adds subscription price variants on subscription sites', () => {
    expect(
      sortOptions({ offers_subscription: true })
        .map((o) => o.value)
        .slice(6),
    ).toEqual(['subscription_price:desc', 'subscription_price:asc']);
  });
  // SPEC §9: en-US reads miles.
  it('names the odometer sorts in miles on en-US', () => {
    const us = sortOptions({ offers_subscription: false, locale: 'en-US' });
    expect(us.map((o) => o.label).slice(4)).toEqual(['Highest Miles', 'Lowest Miles']);
    expect(us.map((o) => o.value).slice(4)).toEqual(['km:desc', 'km:asc']);
    expect(sortOptions({ offers_subscription: false, locale: 'en-NZ' })[4]?.label).toBe('Highest Kms');
  });
  // SPEC §9: "Default sort custom_rank:desc; a few dealers use newest-first or cheapest-first."
  it('falls back to the site default, then custom_rank:desc', () => {
    expect(effectiveSort('km:asc', { default_sort: 'price:asc' })).toBe('km:asc');
    expect(effectiveSort(null, { default_sort: 'price:asc' })).toBe('price:asc');
    expect(effectiveSort(null, {})).toBe('custom_rank:desc');
  });
});

// SPEC §5: a price is shown only if greater than 10; dealer sites list priced cars first in either price sort.
describe('indexSort', () => {
  it('price sorts put shown prices first in both directions; the rest pass through', () => {
    expect(indexSort('price:asc')).toEqual(['price_shown:desc', 'price:asc']);
    expect(indexSort('price:desc')).toEqual(['price_shown:desc', 'price:desc']);
    expect(indexSort('km:asc')).toEqual(['km:asc']);
    expect(indexSort('custom_rank:desc')).toEqual(['custom_rank:desc']);
  });
});
