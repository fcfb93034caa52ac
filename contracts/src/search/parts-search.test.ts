import { describe, expect, it } from 'vitest';
import { PARTS_QUERY_MAX, partsSearchHref, partsSearchInput, partsSearchQueries } from './parts-search.js';

const input = (qs: string) => partsSearchInput(new URLSearchParams(qs));

describe('parts search input', () => {
  it('reads words, a category slug and a page', () => {
    expect(input('q=+brake++pads+&part_category=brakes&page=2')).toEqual({
      q: 'brake pads',
      category: 'brakes',
      page: 2,
    });
  });
  it('drops a category that is not a slug and a page that is not a whole number from 1; cuts long words', () => {
    expect(input('part_category=Brakes"+OR+1&page=0')).toEqual({ q: '', category: null, page: 1 });
    expect(input('page=abc').page).toBe(1);
    expect(input('page=-3').page).toBe(1);
    expect(input(`q=${'a'.repeat(300)}`).q).toHaveLength(PARTS_QUERY_MAX);
  });
  it('links: empty parts left out, page 1 without a page', () => {
    expect(partsSearchHref({})).toBe('/parts/search');
    expect(partsSearchHref({ q: 'oil filter', category: 'filters', page: 1 })).toBe(
      '/parts/search?q=oil+filter&part_category=filters',
    );
    expect(partsSearchHref({ page: 3 }, '#parts-form')).toBe('/parts/search?page=3#parts-form');
  });
  it('queries: the category filters the hits, not the counts; by name without words', () => {
    const [hits, counts, categories, offers] = partsSearchQueries({ q: '', category: 'filters', page: 2 });
    expect(hits).toMatchObject({
      indexUid: 'parts',
      query: { filter: ['category_slug = "filters"'], sort: ['name:asc'], page: 2 },
    });
    expect(counts?.query.filter).toBeUndefined();
    expect(categories?.indexUid).toBe('categories');
    expect(offers?.query.filter).toEqual(['offer_type = "parts"']);
    expect(partsSearchQueries({ q: 'pads', category: null, page: 1 })[0]?.query.sort).toBeUndefined();
  });
});
