import { describe, expect, it } from 'vitest';
import { SEARCH_INDEXES } from './meili.schema.js';
import { siteScopeFilter } from './scope-filter.js';
import {
  dealershipScopeFilter,
  indexScopeFilter,
  TenantTokenResponseSchema,
  tenantSearchRules,
} from './search-scope.js';

const now = new Date('2026-06-01T00:00:00Z');
const site = {
  include_sold_cars_days: null,
  search_filters: 'make != "Kia"',
  car_types: ['used' as const],
  dealerships: [{ id: 4 }, { id: 7 }],
};

describe('indexScopeFilter', () => {
  it('cars: the site scope AND its dealerships', () => {
    expect(indexScopeFilter(site, 'cars', now)).toBe(`${siteScopeFilter(site, now)} AND dealership_id IN [4, 7]`);
  });
  it('offers: the dealerships’ offers live now (to the minute)', () => {
    const t = Date.parse('2026-06-01T00:00:00Z') / 1000;
    expect(indexScopeFilter(site, 'offers', new Date(now.getTime() + 59_000))).toBe(
      `dealership_id IN [4, 7] AND starts_at_timestamp <= ${t} AND expires_at_timestamp >= ${t}`,
    );
  });
  it('parts and categories: the dealerships only', () => {
    expect(indexScopeFilter(site, 'parts', now)).toBe('dealership_id IN [4, 7]');
    expect(indexScopeFilter(site, 'categories', now)).toBe('dealership_id IN [4, 7]');
    expect(dealershipScopeFilter([{ id: 1 }])).toBe('dealership_id IN [1]');
  });
});

describe('tenantSearchRules', () => {
  it('covers every index with its scope filter', () => {
    const rules = tenantSearchRules(site, now);
    expect(Object.keys(rules)).toEqual([...SEARCH_INDEXES]);
    for (const uid of SEARCH_INDEXES) expect(rules[uid].filter).toBe(indexScopeFilter(site, uid, now));
  });
});

describe('TenantTokenResponseSchema', () => {
  it('accepts a token response and refuses one without a host URL', () => {
    const ok = { host: 'https://search.example.com', token: 'a.b.c', expiresAt: 1, indexes: ['cars'] };
    expect(TenantTokenResponseSchema.parse(ok)).toEqual(ok);
    expect(TenantTokenResponseSchema.safeParse({ ...ok, host: 'nope' }).success).toBe(false);
  });
});
