import { describe, expect, it } from 'vitest';
import { emptySearchState } from './filter-keys.js';
import { searchLanding, searchStockName, stockOffer } from './search-landing.js';

const state = (filters: Record<string, string[]>, page = 1) => ({ ...emptySearchState(), filters, page });

describe('search landing text (SPEC §7 search_page_templates, with a default)', () => {
  it('names the stock from its single-valued filters', () => {
    expect(searchStockName(state({ car_type: ['used'], make: ['Toyota'], city: ['Parramatta'] }), 'cars')).toBe(
      'Used Toyota for sale in Parramatta',
    );
    expect(searchStockName(state({ make: ['Toyota'], make_model: ['HiLux'] }), 'cars')).toBe('Toyota HiLux for sale');
    expect(searchStockName(state({ car_type: ['new'] }), 'motorcycles')).toBe('New motorcycles for sale');
    expect(searchStockName(state({ make: ['Kia', 'Mazda'], state: ['NSW'] }), 'cars')).toBe('Cars for sale in NSW');
    expect(searchStockName(state({}), 'cars', 'for hire')).toBe('Cars for hire');
  });
  it("says how the site offers its stock (rental and subscription sites don't sell)", () => {
    expect(stockOffer({ offers_subscription: true, default_search_path: '/search/subscription-cars' })).toBe(
      'on subscription',
    );
    expect(stockOffer({ offers_subscription: false, default_search_path: '/find/rental-cars' })).toBe('for hire');
    expect(stockOffer({ offers_subscription: false, default_search_path: '/search/used-cars' })).toBe('for sale');
  });
  it('takes the template when the dashboard has one, and says which page', () => {
    const t = { title: 'Used cars in Sydney', description: 'Hand-picked used cars.' };
    const got = searchLanding({ state: state({}, 3), template: t, siteName: 'X', noun: 'cars', total: 5 });
    expect(got).toEqual({
      title: 'Used cars in Sydney (page 3)',
      heading: 'Used cars in Sydney',
      description: 'Hand-picked used cars.',
      intro: 'Hand-picked used cars.',
    });
  });
  it('falls back to the default text without a template description', () => {
    const got = searchLanding({
      state: state({ make: ['Toyota'] }),
      template: null,
      siteName: 'Ridgeway Toyota',
      noun: 'cars',
      total: 1,
    });
    expect(got.description).toBe(
      'Toyota for sale at Ridgeway Toyota: 1 car in stock now, with photos, prices and features.',
    );
  });
});
