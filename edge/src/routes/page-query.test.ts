import { FORM_QUERY_KEYS, isSearchUrlParam } from '@forecourt/contracts';
import { describe, expect, it } from 'vitest';
import { pageUrl, readsKeys } from './page-query.js';

describe('pageUrl', () => {
  it('keeps only what the page reads, sorted, and drops every internal parameter', () => {
    const url = new URL(
      'http://h.localhost/search?utm_source=x&sortBy=price_asc&__routing=%22P&refinementList[make][0]=Kia&gclid=1&make=Kia',
    );
    expect(pageUrl(url, isSearchUrlParam).search).toBe(
      `?${new URLSearchParams([
        ['make', 'Kia'],
        ['refinementList[make][0]', 'Kia'],
        ['sortBy', 'price_asc'],
      ])}`,
    );
  });

  it('a page that reads nothing has no query; a form keeps its prefill only', () => {
    expect(pageUrl(new URL('http://h.localhost/?adv=1&__routing=x')).toString()).toBe('http://h.localhost/');
    const form = pageUrl(new URL('http://h.localhost/contact?x=1&car_id=5&__car_id=6'), readsKeys(FORM_QUERY_KEYS));
    expect(form.search).toBe('?car_id=5');
  });
});
